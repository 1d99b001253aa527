/** A problem with the change-password form, as the toast shows it, or null when it can go. */
export function passwordChangeProblem(
  current: string,
  next: string,
  confirm: string,
): { title: string; description: string } | null {
  if (!current || !next || !confirm)
    return { title: 'Password required', description: 'Please fill in all password fields.' };
  if (next !== confirm)
    return { title: "Passwords don't match", description: 'New password and confirmation must match.' };
  return null;
}

export function emailChangeProblem(newEmail: string): { title: string; description: string } | null {
  return newEmail.trim()
    ? null
    : { title: 'Email required', description: 'Please enter a new email address.' };
}
