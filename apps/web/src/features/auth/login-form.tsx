import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
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
  onRegister: () => void;
};

export function LoginForm({ onSignedIn, onNeedsCode, onNeedsTwoFactor, onForgot, onRegister }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const answer = await login(email, password);
      if ('user' in answer) {
        toast({ title: 'Welcome back!', description: 'You are signed in.' });
        onSignedIn(answer.user);
      } else if ('requiresTwoFactor' in answer) {
        onNeedsTwoFactor(answer.twoFactorToken);
      } else {
        toast({
          title: 'OTP Sent',
          description: answer.message || `We emailed a 6-character code to ${email}.`,
        });
        onNeedsCode(answer.email || email);
      }
    } catch (error) {
      if (hasErrorCode(error, 'ACCOUNT_NOT_FOUND')) {
        toast({
          title: 'Account Not Found',
          description: 'No account found with this email. Please create an account first.',
          variant: 'destructive',
        });
      } else {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({
          title: 'Login Failed',
          description: message ?? 'Invalid credentials',
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
        <Label htmlFor="login-email">Email</Label>
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
          <Label htmlFor="login-password">Password</Label>
          <SwitchLink onClick={onForgot}>Forgot your password?</SwitchLink>
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
        {isBusy ? 'Signing in…' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        New to Mainstreet? <SwitchLink onClick={onRegister}>Create account</SwitchLink>
      </p>
    </form>
  );
}
