import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { ApiError, messageOf } from '../../lib/api';
import type { User } from '../../lib/types';
import { signedInUser, verifyTwoFactor } from './auth-api';
import { SwitchLink } from './auth-form-parts';

type Props = { twoFactorToken: string; onSignedIn: (user: User) => void; onBack: () => void };

/** The second sign-in step once two-step sign-in is on: no session exists until this succeeds. */
export function TwoFactorForm({ twoFactorToken, onSignedIn, onBack }: Props) {
  const t = useT();
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const answer = await verifyTwoFactor(twoFactorToken, code.trim());
      const user = signedInUser(answer);
      if (!user) throw new Error('no user');
      toast({ title: t('auth.toast.welcomeBack'), description: t('auth.toast.signedIn') });
      onSignedIn(user);
    } catch (error) {
      toast({
        title: t('settings.code.failed'),
        description: messageOf(error, t('settings.code.invalid')),
        variant: 'destructive',
      });
      // An expired or used-up step cannot be retried: start the sign-in again.
      if (error instanceof ApiError && error.serverMessage?.startsWith('twoFactorToken:')) onBack();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div>
        <Label htmlFor="two-factor-code">{t('auth.twoFactor.label')}</Label>
        <Input
          id="two-factor-code"
          inputMode="text"
          autoComplete="one-time-code"
          maxLength={32}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby="two-factor-hint"
          className="mt-1.5 text-center font-mono text-lg tracking-[0.3em]"
        />
        <p id="two-factor-hint" className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {t('auth.twoFactor.hint')}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={isBusy || code.trim().length < 6}>
        {isBusy ? t('auth.twoFactor.busy') : t('settings.code.verify')}
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        <SwitchLink onClick={onBack}>{t('auth.backToSignIn')}</SwitchLink>
      </p>
    </form>
  );
}
