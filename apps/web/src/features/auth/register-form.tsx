import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldMessage, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { messageOf } from '../../lib/api';
import type { User } from '../../lib/types';
import { register } from './auth-api';
import { SwitchLink } from './auth-form-parts';
import { PasswordInput } from './password-input';
import { canSubmitNewPassword, passwordLengthError, passwordMatchError } from './password-rules';
import { PasswordStrength } from './password-strength';

type Props = { onSignedIn: (user: User) => void; onNeedsCode: (email: string) => void; onLogin: () => void };

export function RegisterForm({ onSignedIn, onNeedsCode, onLogin }: Props) {
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
      const answer = await register({ email, password, firstName, lastName });
      if ('user' in answer) {
        toast({ title: 'Account created', description: 'Welcome to Mainstreet!' });
        onSignedIn(answer.user);
      } else {
        toast({
          title: 'OTP Sent',
          description: answer.message || `We emailed a 6-character code to ${email}.`,
        });
        onNeedsCode(answer.email || email);
      }
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: messageOf(error, 'Please try again.'),
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
          <Label htmlFor="reg-first">First name</Label>
          <Input
            id="reg-first"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor="reg-last">Last name</Label>
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
        <Label htmlFor="reg-email">Email</Label>
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
        <Label htmlFor="reg-password">Password</Label>
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
        <Label htmlFor="reg-confirm">Confirm password</Label>
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
        {isBusy ? 'Creating account…' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account? <SwitchLink onClick={onLogin}>Sign in</SwitchLink>
      </p>
    </form>
  );
}
