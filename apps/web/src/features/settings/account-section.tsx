import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { apiRequest, messageOf } from '../../lib/api';
import { PasswordInput } from '../auth/password-input';
import { EmailCodeForm } from './email-code-form';
import { emailChangeProblem, passwordChangeProblem } from './password-change';

function EmailChange({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailChangeProblem(newEmail);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    try {
      const answer = await apiRequest('POST', '/api/auth/update-email', {
        body: { newEmail: newEmail.trim(), currentPassword },
      });
      // The server's spelling of the address (normalised) is the one the code is issued for.
      setPendingEmail(answer?.email ?? newEmail.trim());
      setCurrentPassword('');
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

  if (pendingEmail) {
    return (
      <EmailCodeForm
        pendingEmail={pendingEmail}
        idPrefix="settings"
        onChanged={() => {
          setPendingEmail(null);
          setNewEmail('');
        }}
        onCancel={() => setPendingEmail(null)}
      />
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Label htmlFor="new-email">New email address</Label>
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
        Currently {currentEmail}. We send a code to the new address to confirm it.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Input
          id="new-email"
          type="email"
          autoComplete="email"
          aria-label="New email address"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <div>
          <Label htmlFor="email-change-password">Your password</Label>
          <PasswordInput
            id="email-change-password"
            autoComplete="current-password"
            placeholder="Needed to change your email"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        </div>
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
      await apiRequest('POST', '/api/auth/change-password', {
        body: { currentPassword: current, newPassword: next },
      });
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
