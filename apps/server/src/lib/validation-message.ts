/** Turns a list of validation issues into the API's one-line "field: problem" message. */
export function formatIssues(
  issues: readonly { path?: readonly PropertyKey[]; message: string }[],
  prefix?: string,
): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const segments = [...(prefix ? [prefix] : []), ...(issue.path ?? []).map(String)];
  const field = segments.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
