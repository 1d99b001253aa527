import { parseSavedContent } from '@mainstreet/site/migrate';
import type { Content } from '@mainstreet/site/schema';
import secureJson from 'secure-json-parse';
import { findNul, nulMessage } from '../../lib/find-nul';
import { describeIssues, type IssueAnswer } from '../../lib/validation-message';
import { coverImageOf } from './websites.presenter';
import { MAX_CONTENT_BYTES, updateBody } from './websites.schemas';
import { hashWords } from './words-hash';

/** A save's body once checked: content as the UTF-8 JSON it is stored as. */
export type CheckedSave = {
  name?: string;
  version?: number;
  /** `wordsHash`: the content's fingerprint without media (words-hash.ts), for counting edits. */
  content?: { json: Uint8Array; coverImage: string | null; wordsHash: string };
};

/** Why a body was refused: the error code and message the API answers with. */
export type SaveRefusal = {
  code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'FST_ERR_CTP_EMPTY_JSON_BODY' | 'FST_ERR_CTP_INVALID_JSON_BODY';
  message: string;
  /** The id (and values) the web app writes the message by, when one fits (server-messages.ts). */
  messageId?: IssueAnswer['messageId'];
  params?: IssueAnswer['params'];
};

export type SaveCheck = { ok: true; save: CheckedSave } | { ok: false; refusal: SaveRefusal };

export const NOTHING_TO_SAVE = 'Nothing to Save';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const refuse = (code: SaveRefusal['code'], message: string | IssueAnswer): SaveCheck => ({
  ok: false,
  refusal: { code, ...(typeof message === 'string' ? { message } : message) },
});

/**
 * Checks content with the site engine's strict save schema (the whole site, current version, no
 * migration: see parseSavedContent); returns its stored JSON.
 */
function checkContent(raw: unknown): SaveCheck | { json: Uint8Array; content: Content } {
  const parsed = parseSavedContent(raw);
  if (!parsed.ok) {
    return refuse(
      'BAD_REQUEST',
      parsed.message.startsWith('content') ? parsed.message : `content.${parsed.message}`,
    );
  }
  // Encoded here, once: the bytes are what the database stores and what the answer carries.
  const json = encoder.encode(JSON.stringify(parsed.content));
  if (json.length > MAX_CONTENT_BYTES)
    return refuse('PAYLOAD_TOO_LARGE', {
      message: 'content: must be at most 2 MB',
      messageId: 'contentTooLarge',
    });
  return { json, content: parsed.content };
}

/**
 * Everything a save's body needs before it reaches the database — JSON parsing (with the same
 * prototype-poisoning guard as Fastify's), the request schema and the site engine's content schema
 * — with the same answers as the rest of the API. Pure and synchronous, so it can run on a worker
 * thread (see save-checker.ts): for 30 KB of content this is most of a save's work.
 */
export function checkSaveBody(body: Uint8Array): SaveCheck {
  if (body.length === 0) {
    return refuse(
      'FST_ERR_CTP_EMPTY_JSON_BODY',
      'Body cannot be empty when content-type is application/json',
    );
  }
  const text = decoder.decode(body);
  let json: unknown;
  try {
    json = secureJson.parse(text, undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch {
    return refuse(
      'FST_ERR_CTP_INVALID_JSON_BODY',
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  }
  // The body reaches this worker as bytes, past the NUL hook (refuse-nul.ts): the same check here,
  // or U+0000 would be stored and published (PostgreSQL would refuse it with a 500). JSON text can
  // only hold U+0000 written as the escape \u0000 (a raw one is invalid JSON), so text without that
  // escape skips the walk over every string of the content.
  const nul = text.includes('\\u0000') ? findNul(json) : null;
  if (nul) return refuse('BAD_REQUEST', nulMessage(nul.length ? nul.join('.') : 'body'));
  const request = updateBody.safeParse(json);
  if (!request.success) return refuse('BAD_REQUEST', describeIssues(request.error.issues));
  const { name, version, content } = request.data;
  if (name === undefined && content === undefined)
    return refuse('BAD_REQUEST', { message: NOTHING_TO_SAVE, messageId: 'nothingToSave' });
  const save: CheckedSave = {
    ...(name !== undefined ? { name } : {}),
    ...(version !== undefined ? { version } : {}),
  };
  if (content === undefined) return { ok: true, save };
  const checked = checkContent(content);
  if ('ok' in checked) return checked;
  return {
    ok: true,
    save: {
      ...save,
      content: {
        json: checked.json,
        coverImage: coverImageOf(checked.content),
        wordsHash: hashWords(checked.content),
      },
    },
  };
}
