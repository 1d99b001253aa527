import type {
  ApiErrorCode,
  ApiMethod,
  ApiPath,
  ApiRoute,
  ErrorAnswer,
  RouteAnswer,
  RouteInput,
  RouteOf,
} from '@mainstreet/server/contract';
import { isMessageId } from '../i18n/catalogs';
import { t } from '../i18n/i18n';

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

/**
 * Words the server names by id (`server.<id>` in the catalogs) in the app's language, with their
 * values; the server's own (English) words when the catalogs do not hold the id.
 */
export function sayServerMessage<T extends string | undefined>(
  messageId: unknown,
  params: Record<string, string | number> | undefined,
  english: T,
): string | T {
  const id = `server.${messageId}`;
  return typeof messageId === 'string' && isMessageId(id) ? t(id, params) : english;
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
  /**
   * The server's message, when it sent one: in the app's language when the answer names a message
   * the catalogs hold (`messageId`, server.json), else the server's own (English) words.
   */
  get serverMessage(): string | undefined {
    return sayServerMessage(this.answer.messageId, this.answer.params, this.answer.message);
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

export type RouteCall<M extends ApiMethod, P extends ApiPath<M>> = RouteOf<M, P>;
/** The input argument: required when the route has path parameters or a required body. */
export type InputArgs<K extends ApiRoute> =
  object extends RouteInput<K> ? [input?: RouteInput<K>] : [input: RouteInput<K>];

/** The parts of a call that make its address: path parameters and query. */
export type UrlArgs<K extends ApiRoute> =
  object extends Omit<RouteInput<K>, 'body'>
    ? [input?: Omit<RouteInput<K>, 'body'>]
    : [input: Omit<RouteInput<K>, 'body'>];

/**
 * The address of a route of the contract (contract.ts): `:param` segments filled in, encoded, and
 * the query appended. For calls that are not JSON (a zip to save, a stream to read).
 */
export function apiUrl<M extends ApiMethod, P extends ApiPath<M>>(
  _method: M,
  path: P,
  ...[input]: UrlArgs<RouteCall<M, P>>
): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: object };
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length === 0
    ? filled
    : `${filled}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

/**
 * Calls a route of the contract with credentials; the path, its parameters, the body and the
 * answer are all typed by the server's schemas. A JSON body gets the JSON content type; form data
 * goes as it is.
 */
export async function apiRequest<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[input]: InputArgs<RouteCall<M, P>>
): Promise<RouteAnswer<RouteCall<M, P>>> {
  const url = apiUrl<M, P>(method, path, ...([input] as UrlArgs<RouteCall<M, P>>));
  const body = (input as { body?: unknown } | undefined)?.body;
  return (await sendApiRequest(method, url, body)) as RouteAnswer<RouteCall<M, P>>;
}

/** How a call that is not read as JSON may differ: what it accepts, and a signal to abort it. */
type FetchOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/**
 * Calls a route of the contract whose answer is not read as JSON (a zip to save, a stream of
 * events to read) and gives back the response as it came. The path, its parameters and the body
 * are typed by the server's schemas, as with apiRequest; the answer's type is the route's
 * (`RouteAnswer`) for whoever parses it.
 */
export function apiFetch<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  input: RouteInput<RouteCall<M, P>>,
  { headers, signal }: FetchOptions = {},
): Promise<Response> {
  const url = apiUrl<M, P>(method, path, ...([input] as UrlArgs<RouteCall<M, P>>));
  const body = (input as { body?: unknown }).body;
  const isForm = body instanceof FormData;
  return fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
}

/** Sends a request with credentials and reads the answer (see readApiResponse). */
export async function sendApiRequest(method: string, url: string, body?: unknown): Promise<unknown> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  return readApiResponse(res);
}

/** Parses an API answer as JSON; a non-OK one becomes an ApiError ("status: body text"). */
export async function readApiResponse(res: Response): Promise<unknown> {
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed);
  return parsed;
}

/** The message to show a person: the server's own words when it sent some, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
