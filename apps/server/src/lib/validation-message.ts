import type { ServerMessageId } from './server-messages';

type Params = Record<string, string | number>;

/** A validation issue as zod (or fastify-type-provider-zod) reports it: where, which rule, its values. */
export type Issue = {
  path?: readonly PropertyKey[];
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  input?: unknown;
  params?: Record<string, unknown>;
};

/** The API's answer to a refused body: the one-line "field: problem" and, where known, its id. */
export type IssueAnswer = { message: string; messageId?: ServerMessageId; params?: Params };

/** Turns a list of validation issues into the API's one-line "field: problem" message. */
export function formatIssues(issues: readonly Issue[], prefix?: string): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const segments = [...(prefix ? [prefix] : []), ...(issue.path ?? []).map(String)];
  const field = segments.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The first issue as the API answers it: the English "field: problem" for programs, and the
 * message id (server-messages.ts) the web app writes in the owner's language, when one fits.
 */
export function describeIssues(issues: readonly Issue[], prefix?: string): IssueAnswer {
  const message = formatIssues(issues, prefix);
  const said = issues[0] && sayIssue(issues[0]);
  return said ? { message, ...said } : { message };
}

const count = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;

// Fields whose every refusal reads one way, whatever rule failed.
const BY_FIELD: Record<string, ServerMessageId> = {
  email: 'emailInvalid',
  newEmail: 'emailInvalid',
  code: 'codeSixDigits',
  otp: 'codeSixDigits',
  twoFactorToken: 'signInExpired',
  confirm: 'typeDelete',
  currentPassword: 'currentPasswordRequired',
  prompt: 'promptRequired',
  // The facts form's rules that the site engine's schema checks (site-facts.ts)
  kind: 'factsKind',
  foundedYear: 'factsYearFormat',
};

/** The id and values of one issue: the rule's own (a custom check names it), the field's, or the rule's. */
function sayIssue(issue: Issue): Omit<IssueAnswer, 'message'> | undefined {
  const own = issue.params?.messageId;
  if (typeof own === 'string') {
    const { messageId: _, ...params } = issue.params ?? {};
    return {
      messageId: own as ServerMessageId,
      ...(Object.keys(params).length ? { params: params as Params } : {}),
    };
  }
  const field = String(issue.path?.at(-1) ?? '');
  const isMissing = issue.code === 'invalid_type' && issue.input === undefined;
  const min = count(issue.minimum);
  const max = count(issue.maximum);
  if (field === 'password' || field === 'newPassword') {
    if (isMissing || (issue.code === 'too_small' && min <= 1)) return { messageId: 'passwordRequired' };
    if (issue.code === 'too_small') return { messageId: 'passwordTooShort', params: { min } };
    if (issue.code === 'too_big') return { messageId: 'passwordTooLong', params: { max } };
  }
  if (field === 'prompt' && issue.code === 'too_big') return { messageId: 'promptTooLong', params: { max } };
  if (field in BY_FIELD) return { messageId: BY_FIELD[field] };
  if (isMissing) return { messageId: 'fieldRequired' };
  if (issue.code === 'too_small') {
    return min <= 1 ? { messageId: 'fieldRequired' } : { messageId: 'fieldTooShort', params: { min } };
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'array') return { messageId: 'fieldTooMany', params: { max } };
    if (issue.origin === 'string') return { messageId: 'fieldTooLong', params: { max } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { messageId: 'emailInvalid' };
  return undefined;
}
