import { CATALOGS } from '../catalog/load';
import type { SiteLanguage } from '../language/detect';
import { type ChatMessage, requestChatCompletion, startDeadline } from './chat-client';
import type { LlmConfig } from './config';
import { guardTexts } from './fact-guard';
import { findFirstJsonObject } from './json-object';
import { LlmError, refusesStructuredOutput } from './llm-error';
import { fillIn, languageName, RULES } from './prompt';
import { lostFacts, type RestoredFact, restoreFacts } from './restore-facts';

// The words of the request are `rewrite` in copy/en/prompt.json.
const WORDS = CATALOGS.en.prompt.rewrite;

/** What each preset asks of the model, by its id. */
export const REWRITE_PRESETS = WORDS.presets;

export type RewritePreset = keyof typeof REWRITE_PRESETS;

export type RewriteRequest = {
  /** The owner's description: the facts the site may state. */
  prompt: string;
  language: SiteLanguage;
  texts: string[];
  preset?: RewritePreset;
  /** The owner's own words ("mention our free parking"); what it states may be said. */
  instruction?: string;
  signal?: AbortSignal;
};

export type RewriteResult = {
  texts: string[];
  /** Sentences the model wrote that stated a fact the owner never gave, taken out. */
  removed: Array<{ index: number; reason: string; text: string }>;
  /** The owner's facts the model wrote differently, put back as the owner wrote them. */
  restored: Array<{ index: number } & RestoredFact>;
  /** Texts kept as they were: the rewrite lost a fact of the owner's that could not be put back. */
  kept: number[];
};

const keyOf = (i: number) => `t${i}`;

function buildRewriteMessages(request: RewriteRequest, useSchema: boolean): ChatMessage[] {
  const asks = [request.preset ? REWRITE_PRESETS[request.preset] : '', request.instruction ?? '']
    .filter(Boolean)
    .join(' ');
  const texts = Object.fromEntries(request.texts.map((t, i) => [keyOf(i), t]));
  const keys = useSchema ? '' : fillIn(WORDS.keys, { keys: Object.keys(texts).join(', ') });
  return [
    {
      role: 'system',
      content: fillIn(WORDS.system.join('\n'), {
        keys,
        rules: RULES,
        language: languageName(request.language),
      }),
    },
    {
      role: 'user',
      content: fillIn(WORDS.request, {
        asks: asks || WORDS.again,
        business: JSON.stringify(request.prompt),
        texts: JSON.stringify(texts),
      }),
    },
  ];
}

function schemaFor(count: number): Record<string, unknown> {
  const keys = Array.from({ length: count }, (_, i) => keyOf(i));
  return {
    type: 'object',
    properties: Object.fromEntries(keys.map((k) => [k, { type: 'string' }])),
    required: keys,
    additionalProperties: false,
  };
}

/**
 * Rewrites a section's texts with the configured model, the facts locked as in generation: a
 * sentence stating what neither the description nor the owner's own words hold is removed. A text
 * the model left out or emptied keeps its old wording.
 */
export async function rewriteTexts(llm: LlmConfig, request: RewriteRequest): Promise<RewriteResult> {
  const call = { signal: request.signal, deadline: startDeadline(llm) };
  let answer: string;
  try {
    answer = await requestChatCompletion(llm, buildRewriteMessages(request, true), {
      ...call,
      jsonSchema: schemaFor(request.texts.length),
    });
  } catch (error) {
    if (!refusesStructuredOutput(error)) throw error;
    answer = await requestChatCompletion(llm, buildRewriteMessages(request, false), call);
  }
  const json = findFirstJsonObject(answer);
  if (!json || typeof json !== 'object') {
    throw new LlmError('invalid', 'the model’s answer held no JSON object of texts');
  }
  const written = request.texts.map((old, i) => {
    const value = (json as Record<string, unknown>)[keyOf(i)];
    return typeof value === 'string' && value.trim() ? value.trim() : old;
  });
  // A phone, address, price or hours the model changed is put back before the fact check reads it.
  const restored: RewriteResult['restored'] = [];
  const repaired = written.map((text, index) => {
    const result = restoreFacts(request.texts[index], text);
    for (const r of result.restored) restored.push({ index, ...r });
    return result.text;
  });
  const ownWords = [...request.texts, request.instruction ?? ''];
  const guarded = guardTexts(repaired, request.prompt, ownWords);
  // A text that still lost one of the owner's facts keeps its old wording: no fact is lost.
  const kept: number[] = [];
  const texts = guarded.texts.map((text, i) => {
    const result = text.trim() ? text : request.texts[i];
    if (lostFacts(request.texts[i], result).length === 0) return result;
    kept.push(i);
    return request.texts[i];
  });
  return {
    texts,
    removed: guarded.removed.filter((r) => !kept.includes(r.index)),
    restored: restored.filter((r) => !kept.includes(r.index)),
    kept,
  };
}
