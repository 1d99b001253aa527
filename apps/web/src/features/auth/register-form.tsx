import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldMessage, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/api';
import type { User } from '../../lib/types';
import { register } from './auth-api';
import { SwitchLink } from './auth-form-parts';
import { PasswordInput } from './password-input';
import { canSubmitNewPassword, passwordLengthError, passwordMatchError } from './password-rules';
import { PasswordStrength } from './password-strength';

type Props = {
  onSignedIn: (user: User) => void;
  onNeedsCode: (email: string) => void;
  onLogin: () => void;
  /** The token of the invitation link this page was opened with (REGISTRATION=invite). */
  invitation?: string;
};

export function RegisterForm({ onSignedIn, onNeedsCode, onLogin, invitation }: Props) {
  const t = useT();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const lengthError = passwordLengthError(password);
  const matchError = passwordMatchError(password, confirm);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitNewPassword(password, confirm)) return;
    setIsBusy(true);
    try {
      const answer = await register({ email, password, firstName, lastName, invitation });
      if ('user' in answer) {
        toast({ title: t('auth.toast.created'), description: t('auth.toast.welcome') });
        onSignedIn(answer.user);
      } else {
        toast({
          title: t('auth.toast.codeSent'),
          description: t('auth.toast.codeSentText', { email: answer.email || email }),
        });
        onNeedsCode(answer.email || email);
      }
    } catch (error) {
      toast({
        title: t('auth.toast.registerFailed'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="reg-first">{t('auth.register.firstName')}</Label>
          <Input
            id="reg-first"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor="reg-last">{t('auth.register.lastName')}</Label>
          <Input
            id="reg-last"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            className="mt-1.5"
          />
        </div>
      </div>
      <div>
        <Label htmlFor="reg-email">{t('auth.field.email')}</Label>
        <Input
          id="reg-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="mt-1.5"
        />
      </div>
      <div>
        <Label htmlFor="reg-password">{t('auth.field.password')}</Label>
        <PasswordInput
          id="reg-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={lengthError ? true : undefined}
          aria-describedby={lengthError ? 'reg-password-error' : undefined}
        />
        {lengthError && <FieldMessage id="reg-password-error">{lengthError}</FieldMessage>}
        <PasswordStrength password={password} showTips />
      </div>
      <div>
        <Label htmlFor="reg-confirm">{t('auth.register.confirm')}</Label>
        <PasswordInput
          id="reg-confirm"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={matchError ? true : undefined}
          aria-describedby={matchError ? 'reg-confirm-error' : undefined}
        />
        {matchError && <FieldMessage id="reg-confirm-error">{matchError}</FieldMessage>}
      </div>
      <Button type="submit" size="lg" disabled={isBusy || !canSubmitNewPassword(password, confirm)}>
        {isBusy ? t('auth.register.busy') : t('auth.register.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.register.haveAccount')}{' '}
        <SwitchLink onClick={onLogin}>{t('auth.register.signIn')}</SwitchLink>
      </p>
    </form>
  );
}
