import {
  composeBuiltin,
  explainForOwner,
  explainLlmFailure,
  LlmError,
  readDescription,
  rewriteTexts,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@mainstreet/composer';
import type { Content } from '@mainstreet/site';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import type { Requester } from '../websites';
import { requireWebsite } from '../websites/require-website';
import { chargeRewrite } from './model-budget';
import type { RewriteAnswer, RewriteBody } from './rewrite.schemas';

function readAt(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A path of the open site in the fresh draft: a section is found by its type, its place may differ. */
function pathInDraft(path: string, draft: Content, sectionType?: string): string | undefined {
  const match = /^sections\.(\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  const index = draft.sections.findIndex((s) => s.type === sectionType);
  return index < 0 ? undefined : `sections.${index}.${match[2]}`;
}

function languageOf(content: unknown): SiteLanguage | undefined {
  const language = readAt(content, 'meta.language');
  return SITE_LANGUAGES.includes(language as SiteLanguage) ? (language as SiteLanguage) : undefined;
}

/**
 * Another version of a section from the built-in writer: the same description drawn with other
 * wordings, in the site's language; a text the draft has no counterpart for keeps its wording.
 */
function writeAnotherVersion(prompt: string, stored: Content, body: RewriteBody): RewriteAnswer {
  const reading = readDescription({ prompt, industry: stored.meta.industry as never });
  const language = languageOf(stored) ?? reading.language;
  const variant = body.variant ?? Math.floor(Math.random() * 1_000_000) + 1;
  const draft = composeBuiltin(
    { prompt, industry: reading.industry },
    { reading: { ...reading, language }, variant },
  ).content;
  const texts = body.texts.map(({ path, text }) => {
    const at = pathInDraft(path, draft, body.sectionType);
    const fresh = at ? readAt(draft, at) : undefined;
    return { path, text: typeof fresh === 'string' && fresh.trim() ? fresh : text };
  });
  return { writer: 'builtin', texts, removed: [], restored: [], kept: [] };
}

/** Rewrites one section's texts for its owner: with the model as asked, or another built-in version. */
export async function rewriteSection(
  ctx: AppContext,
  who: Requester,
  websiteId: string,
  body: RewriteBody,
  options: { ip: string; signal?: AbortSignal; log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<RewriteAnswer> {
  const { signal, log } = options;
  // Ownership first: a made-up id is a 404 that counts nothing and keeps no limiter entry.
  const row = await requireWebsite(ctx, who, websiteId);
  const stored = JSON.parse(row.content) as Content;
  const prompt = row.prompt ?? '';
  if (body.writer === 'builtin') return writeAnotherVersion(prompt, stored, body);
  if (!ctx.languageModel) {
    throw new AppError(
      'UNAVAILABLE',
      'No language model is set up on this server. “Another version” writes the section again with the built-in writer.',
      sayable('rewriteNoModel'),
    );
  }
  await chargeRewrite(ctx, who, options.ip);
  try {
    const result = await rewriteTexts(ctx.languageModel, {
      prompt,
      language: languageOf(stored) ?? readDescription({ prompt }).language,
      texts: body.texts.map((t) => t.text),
      preset: body.preset,
      instruction: body.instruction,
      signal,
    });
    return {
      writer: 'model',
      texts: body.texts.map(({ path }, i) => ({ path, text: result.texts[i] })),
      removed: result.removed.map((r) => ({
        path: body.texts[r.index].path,
        reason: r.reason,
        text: r.text,
      })),
      restored: result.restored.map((r) => ({
        path: body.texts[r.index].path,
        fact: r.fact,
        wrote: r.wrote,
        text: r.owner,
      })),
      kept: result.kept.map((i) => body.texts[i].path),
    };
  } catch (error) {
    if (error instanceof LlmError && error.kind === 'aborted') throw error;
    // The owner reads what happened; the setting to check and the server's words go to the log.
    const cause = explainLlmFailure(error);
    log?.warn({ model: ctx.languageModel.model, cause }, `a rewrite fell through: ${cause}`);
    throw new AppError(
      'UPSTREAM_FAILED',
      `The language model did not rewrite it: ${explainForOwner(error)}. “Another version” still works.`,
      sayable('rewriteFailed'),
    );
  }
}
