import { t } from '../../i18n/i18n';

type Problem = { title: string; description: string };

/** A problem with the change-password form, as the toast shows it, or null when it can go. */
export function passwordChangeProblem(current: string, next: string, confirm: string): Problem | null {
  if (!current || !next || !confirm)
    return { title: t('settings.password.required'), description: t('settings.password.requiredText') };
  if (next !== confirm)
    return { title: t('settings.password.mismatch'), description: t('settings.password.mismatchText') };
  return null;
}

export function emailChangeProblem(newEmail: string): Problem | null {
  return newEmail.trim()
    ? null
    : { title: t('settings.email.required'), description: t('settings.email.requiredText') };
}
