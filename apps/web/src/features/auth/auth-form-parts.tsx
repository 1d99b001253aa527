import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { usePublicConfig } from '../../lib/public-config';
import { followAccountTheme } from '../../lib/theme';

export type AuthMode = 'login' | 'register' | 'verify' | 'two-factor' | 'forgot' | 'reset';

/** Sign-in providers the app knows how to offer, in the order shown. */
export const SOCIAL_PROVIDERS = [
  { id: 'facebook', label: 'Facebook' },
  { id: 'github', label: 'GitHub' },
] as const;

/** Buttons for the providers the server has set up; none while its answer is unknown. */
export function SocialButtons() {
  const t = useT();
  const enabled = usePublicConfig()?.socialProviders ?? [];
  const providers = SOCIAL_PROVIDERS.filter((p) => enabled.includes(p.id));
  if (providers.length === 0) return null;
  function signInWith(id: string) {
    // Leaving for the provider is a sign-in: the account's saved theme applies on return.
    followAccountTheme();
    window.location.assign(`/api/auth/${id}`);
  }
  return (
    <div className="grid gap-2">
      {providers.map((p) => (
        <Button key={p.id} variant="secondary" onClick={() => signInWith(p.id)}>
          {t('auth.social.continueWith', { provider: p.label })}
        </Button>
      ))}
    </div>
  );
}

/** A small text button that switches modes. */
export function SwitchLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    // `!`: the button's own padding and nowrap come later in the stylesheet; nowrap kept a long
    // link on one line, wider than a 320 px card.
    <Button variant="link" className="h-auto min-h-10 px-0! text-left whitespace-normal!" onClick={onClick}>
      {children}
    </Button>
  );
}
