import type { MessageId } from '../../i18n/catalogs';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { MIN_PASSWORD_LENGTH, passwordPoints, type StrengthLabel, strengthLabel } from './password-rules';

const COLORS = {
  Weak: 'bg-red-600',
  Fair: 'bg-amber-500',
  Good: 'bg-sky-600',
  Strong: 'bg-green-600',
} as const;

const STRENGTH: Record<StrengthLabel, MessageId> = {
  Weak: 'auth.strength.weak',
  Fair: 'auth.strength.fair',
  Good: 'auth.strength.good',
  Strong: 'auth.strength.strong',
};

/** Six segments, one per point, the label, and tips while the password is weak. */
export function PasswordStrength({ password, showTips }: { password: string; showTips?: boolean }) {
  const t = useT();
  if (!password) return null;
  const points = passwordPoints(password);
  const label = strengthLabel(points);
  return (
    <div className="mt-2" data-points={points}>
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <span
            key={n}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              n <= points ? COLORS[label] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <p className="mt-1.5 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {t.rich('auth.strength.label', { strength: <strong>{t(STRENGTH[label])}</strong> })}
      </p>
      {showTips && label === 'Weak' && (
        <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">{t('auth.strength.tips')}</p>
          <ul className="mt-1 list-disc pl-5">
            <li>{t('auth.strength.tipLength', { count: MIN_PASSWORD_LENGTH })}</li>
            <li>{t('auth.strength.tipCase')}</li>
            <li>{t('auth.strength.tipSymbol')}</li>
          </ul>
        </div>
      )}
    </div>
  );
}
