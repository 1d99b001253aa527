import { t } from '../../i18n/i18n';
export const MIN_PASSWORD_LENGTH = 8;
export const CODE_LENGTH = 6;
const SYMBOLS = /[!@#$%^&*(),.?":{}|<>]/;

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

/** A point each for length ≥ 6, length ≥ 8, lower case, upper case, a digit, a symbol. */
export function passwordPoints(password: string): number {
  return [
    password.length >= 6,
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    SYMBOLS.test(password),
  ].filter(Boolean).length;
}

/** Up to 2 points Weak, up to 4 Fair, 5 Good, 6 Strong. */
export function strengthLabel(points: number): StrengthLabel {
  if (points <= 2) return 'Weak';
  if (points <= 4) return 'Fair';
  if (points === 5) return 'Good';
  return 'Strong';
}

/** The message under the password field, or null when there is nothing to say. */
export function passwordLengthError(password: string): string | null {
  return password.length > 0 && password.length < MIN_PASSWORD_LENGTH
    ? t('auth.password.tooShort', { count: MIN_PASSWORD_LENGTH })
    : null;
}

/** The message under the confirmation field once something is typed there. */
export function passwordMatchError(password: string, confirm: string): string | null {
  return confirm.length > 0 && password !== confirm ? t('auth.password.mismatch') : null;
}

/** Create account / reset are allowed only with a long-enough password typed twice alike. */
export function canSubmitNewPassword(password: string, confirm: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password === confirm;
}

export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH;
}
