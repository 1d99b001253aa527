import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldMessage, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { messageOf } from '../../lib/api';
import type { User } from '../../lib/types';
import { requestResetCode, resetPassword, signedInUser, verifyCode, verifyResetCode } from './auth-api';
import { SwitchLink } from './auth-form-parts';
import { PasswordInput } from './password-input';
import {
  CODE_LENGTH,
  canSubmitNewPassword,
  isCompleteCode,
  passwordLengthError,
  passwordMatchError,
} from './password-rules';

function CodeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{CODE_LENGTH}-character code</Label>
      <Input
        id={id}
        inputMode="text"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        required
        value={value}
        onChange={(e) => onChange(e.target.value.trim().slice(0, CODE_LENGTH))}
        className="mt-1.5 text-center font-mono text-lg tracking-[0.5em]"
      />
    </div>
  );
}

export function VerifyForm({
  email,
  onVerified,
  onBack,
}: {
  email: string;
  onVerified: (user?: User) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const answer = await verifyCode(email, code);
      onVerified(signedInUser(answer));
    } catch {
      toast({ title: 'Verification Failed', description: 'Invalid or expired code', variant: 'destructive' });
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        We sent a code to <strong>{email}</strong>. It expires in 10 minutes.
      </p>
      <CodeField id="verify-code" value={code} onChange={setCode} />
      <Button type="submit" size="lg" disabled={isBusy || !isCompleteCode(code)}>
        Verify email
      </Button>
      <SwitchLink onClick={onBack}>Back to sign in</SwitchLink>
    </form>
  );
}

export function ForgotForm({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      await requestResetCode(email);
      toast({
        title: 'Reset Code Sent',
        description: `If an account exists for ${email}, a code is on its way.`,
      });
      onSent(email);
    } catch {
      toast({ title: 'Error', description: 'Failed to send reset code', variant: 'destructive' });
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div>
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="mt-1.5"
        />
      </div>
      <Button type="submit" size="lg" disabled={isBusy}>
        {isBusy ? 'Sending…' : 'Send reset code'}
      </Button>
      <SwitchLink onClick={onBack}>Back to sign in</SwitchLink>
    </form>
  );
}

export function ResetForm({
  email,
  onDone,
  onBack,
}: {
  email: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const lengthError = passwordLengthError(password);
  const matchError = passwordMatchError(password, confirm);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      if (!resetToken) {
        setResetToken((await verifyResetCode(email, code)).resetToken);
      } else if (canSubmitNewPassword(password, confirm)) {
        await resetPassword(email, resetToken, password);
        toast({ title: 'Password Reset Successful', description: 'Sign in with your new password.' });
        onDone();
      }
    } catch (error) {
      toast({
        title: 'Reset Failed',
        description: messageOf(error, 'Failed to reset password'),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      {!resetToken ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Enter the code we sent to <strong>{email}</strong>.
          </p>
          <CodeField id="reset-code" value={code} onChange={setCode} />
          <Button type="submit" size="lg" disabled={isBusy || !isCompleteCode(code)}>
            Verify code
          </Button>
        </>
      ) : (
        <>
          <div>
            <Label htmlFor="reset-password">New password</Label>
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={lengthError ? true : undefined}
            />
            {lengthError && <FieldMessage>{lengthError}</FieldMessage>}
          </div>
          <div>
            <Label htmlFor="reset-confirm">Confirm new password</Label>
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              aria-invalid={matchError ? true : undefined}
            />
            {matchError && <FieldMessage>{matchError}</FieldMessage>}
          </div>
          <Button type="submit" size="lg" disabled={isBusy || !canSubmitNewPassword(password, confirm)}>
            Reset password
          </Button>
        </>
      )}
      <SwitchLink onClick={onBack}>Back</SwitchLink>
    </form>
  );
}
