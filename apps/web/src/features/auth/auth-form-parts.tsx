import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

export type AuthMode = 'login' | 'register' | 'verify' | 'forgot' | 'reset';

/** Sign-in providers to offer; empty, so no social buttons show (spec §2). */
export const SOCIAL_PROVIDERS: { id: 'facebook' | 'github'; label: string }[] = [];

export function SocialButtons() {
  if (SOCIAL_PROVIDERS.length === 0) return null;
  return (
    <div className="grid gap-2">
      {SOCIAL_PROVIDERS.map((p) => (
        <Button key={p.id} variant="secondary" onClick={() => window.location.assign(`/api/auth/${p.id}`)}>
          Continue with {p.label}
        </Button>
      ))}
    </div>
  );
}

/** A small text button that switches modes. */
export function SwitchLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="link" className="h-auto px-0" onClick={onClick}>
      {children}
    </Button>
  );
}
