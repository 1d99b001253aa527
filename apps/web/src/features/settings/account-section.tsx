import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError, apiRequest, messageOf } from '../../lib/api';
import { hasRememberedUser, rememberUser, USER_QUERY_KEY } from '../../lib/auth';
import type { User } from '../../lib/types';
import { PasswordInput } from '../auth/password-input';
import { emailChangeProblem, passwordChangeProblem } from './password-change';

const CODE_LENGTH = 6;

function EmailChange({ currentEmail }: { currentEmail: string }) {
  const queryClient = useQueryClient();
  const [newEmail, setNewEmail] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [isVerifying, setIsVerifying] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailChangeProblem(newEmail);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    try {
      const answer = await apiRequest<{ message?: string; email?: string }>(
        'POST',
        '/api/auth/update-email',
        {
          newEmail: newEmail.trim(),
        },
      );
      // The server's spelling of the address (normalised) is the one the code is issued for.
      setPendingEmail(answer?.email ?? newEmail.trim());
      toast({
        title: 'Email update initiated',
        description: answer?.message ?? `Check ${newEmail} for a code.`,
      });
    } catch (error) {
      toast({
        title: 'Email update failed',
        description: messageOf(error, 'Please try again later.'),
        variant: 'destructive',
      });
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || !pendingEmail) return;
    setIsVerifying(true);
    try {
      const answer = await apiRequest<{ user?: User; message?: string }>('POST', '/api/auth/verify-otp', {
        email: pendingEmail,
        code,
      });
      if (answer?.user) {
        if (hasRememberedUser()) rememberUser(answer.user);
        queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      }
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({ title: 'Email updated', description: `You now sign in with ${pendingEmail}.` });
      setPendingEmail(null);
      setNewEmail('');
      setCode('');
    } catch (error) {
      // A wrong or stale code answers 400; anything else (too many tries, address taken) says why.
      const isBadCode = !(error instanceof ApiError) || error.status === 400;
      toast({
        title: 'Verification Failed',
        description: isBadCode ? 'Invalid or expired code' : messageOf(error, 'Invalid or expired code'),
        variant: 'destructive',
      });
    } finally {
      setIsVerifying(false);
    }
  }

  function cancel() {
    setPendingEmail(null);
    setCode('');
  }

  if (pendingEmail) {
    return (
      <form onSubmit={verify} className="grid gap-3" noValidate>
        <Label htmlFor="email-code">Verification code</Label>
        <p id="email-code-hint" className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
          Enter the 6-character code we sent to {pendingEmail}. Your email changes once it is verified.
        </p>
        <div className="flex flex-wrap gap-3">
          <Input
            id="email-code"
            maxLength={CODE_LENGTH}
            autoComplete="one-time-code"
            aria-describedby="email-code-hint"
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            className="max-w-40 font-mono tracking-widest"
          />
          <Button type="submit" disabled={code.length !== CODE_LENGTH || isVerifying}>
            {isVerifying ? 'Verifying…' : 'Verify'}
          </Button>
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Label htmlFor="new-email">New email address</Label>
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
        Currently {currentEmail}. We send a code to the new address to confirm it.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="new-email"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Change email
        </Button>
      </div>
    </form>
  );
}

function PasswordChange() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordChangeProblem(current, next, confirmation);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    setIsBusy(true);
    try {
      await apiRequest('POST', '/api/auth/change-password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirmation('');
      toast({ title: 'Password changed successfully', description: 'Other devices have been signed out.' });
    } catch (error) {
      toast({
        title: 'Password change failed',
        description: messageOf(error, 'Failed to change password'),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div>
        <Label htmlFor="current-password">Current password</Label>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="new-password">New password</Label>
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="confirm-password">Confirm new password</Label>
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" variant="secondary" disabled={isBusy} className="justify-self-start">
        {isBusy ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}

export function AccountSection({ email }: { email: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Change the email you sign in with, or your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <EmailChange currentEmail={email} />
        <div className="border-t border-slate-200 pt-6 dark:border-slate-800">
          <h4 className="mb-4 font-semibold text-slate-900 dark:text-white">Password</h4>
          <PasswordChange />
        </div>
      </CardContent>
    </Card>
  );
}
