import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { ApiError, hasErrorCode } from '../../lib/api';
import type { User } from '../../lib/types';
import { login } from './auth-api';
import { SwitchLink } from './auth-form-parts';
import { PasswordInput } from './password-input';

type Props = {
  onSignedIn: (user: User) => void;
  onNeedsCode: (email: string) => void;
  onNeedsTwoFactor: (twoFactorToken: string) => void;
  onForgot: () => void;
  /** Absent where this server takes no sign-ups from here: `signUpsNote` says why instead. */
  onRegister?: () => void;
  signUpsNote?: string;
};

export function LoginForm({
  onSignedIn,
  onNeedsCode,
  onNeedsTwoFactor,
  onForgot,
  onRegister,
  signUpsNote,
}: Props) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const answer = await login(email, password);
      if ('user' in answer) {
        toast({ title: t('auth.toast.welcomeBack'), description: t('auth.toast.signedIn') });
        onSignedIn(answer.user);
      } else if ('requiresTwoFactor' in answer) {
        onNeedsTwoFactor(answer.twoFactorToken);
      } else {
        toast({
          title: t('auth.toast.codeSent'),
          description: t('auth.toast.codeSentText', { email: answer.email || email }),
        });
        onNeedsCode(answer.email || email);
      }
    } catch (error) {
      if (hasErrorCode(error, 'ACCOUNT_NOT_FOUND')) {
        toast({
          title: t('auth.toast.noAccount'),
          description: t('auth.toast.noAccountText'),
          variant: 'destructive',
        });
      } else {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({
          title: t('auth.toast.loginFailed'),
          description: message ?? t('auth.toast.badCredentials'),
          variant: 'destructive',
        });
      }
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div>
        <Label htmlFor="login-email">{t('auth.field.email')}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="mt-1.5"
        />
      </div>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <Label htmlFor="login-password">{t('auth.field.password')}</Label>
          <SwitchLink onClick={onForgot}>{t('auth.login.forgot')}</SwitchLink>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" size="lg" disabled={isBusy}>
        {isBusy ? t('auth.login.busy') : t('auth.login.submit')}
      </Button>
      {onRegister ? (
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          {t('auth.login.new')} <SwitchLink onClick={onRegister}>{t('auth.register.submit')}</SwitchLink>
        </p>
      ) : (
        signUpsNote && <p className="text-center text-sm text-slate-600 dark:text-slate-400">{signUpsNote}</p>
      )}
    </form>
  );
}
