import type { ApiErrorCode, ErrorAnswer } from './types';

/** A JSON object's fields, to read with `typeof` checks; anything else has none. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

/**
 * A refusal's body read as the server's error answer (contract.ts): `code`, `message` and `title`
 * when they are strings, and the other fields some refusals add (`plan`, `connected`, …) as unknown.
 */
function readErrorAnswer(body: unknown): Partial<ErrorAnswer> {
  const fields = fieldsOf(body);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const message = text(fields.message);
  return {
    ...fields,
    code: text(fields.code),
    message: message === undefined ? undefined : withoutFieldName(message),
    title: text(fields.title),
  };
}

// The API names the field a refusal is about ("password: This password is…", "content.hero.title: …")
// for programs; a person reading it beside the field needs only the sentence.
const FIELD_NAME = /^[A-Za-z_][\w.[\]-]*: (?=\S)/;

/** A refusal's message as a person reads it: the sentence, without the field path in front. */
export function withoutFieldName(message: string): string {
  return message.replace(FIELD_NAME, '');
}

/** An API failure; `message` is "status: body text" as the spec's client reports it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The body as an error answer: what the web app branches on and shows. */
  readonly answer: Partial<ErrorAnswer>;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.answer = readErrorAnswer(body);
  }
  /** The server's own message (the JSON `message` field), when it sent one. */
  get serverMessage(): string | undefined {
    return this.answer.message;
  }
  /** The server's error code (the JSON `code` field), when it sent one. */
  get code(): string | undefined {
    return this.answer.code;
  }
}

/** True when the server refused with this code (the `code` of its error answer, app-error.ts). */
export function hasErrorCode(error: unknown, code: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** Sends a request with credentials; JSON content type only when there is a body. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readApiResponse<T>(res);
}

/** Parses an API answer as JSON; a non-OK one becomes an ApiError ("status: body text"). */
export async function readApiResponse<T>(res: Response): Promise<T> {
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed);
  return parsed as T;
}

/** The message to show a person: the server's own words when it sent some, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
