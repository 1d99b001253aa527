import type { TwoFactorSetup } from '@mainstreet/server/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { SwitchField } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { apiRequest, messageOf } from '../../lib/api';
import { apiQuery } from '../../lib/query-client';
import { PasswordInput } from '../auth/password-input';
import { SETTINGS_QUERY_KEY } from './use-account-theme';

const STATUS_KEY = ['/api/auth/two-factor'] as const;
type Step = 'idle' | 'password' | 'scan' | 'codes' | 'disable';

/** "Two-step sign-in": TOTP from an authenticator app, turned on with a first code. */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const status = useQuery({ ...apiQuery('/api/auth/two-factor'), staleTime: 0 });
  const [step, setStep] = useState<Step>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const isEnabled = status.data?.isEnabled ?? false;

  function reset(next: Step = 'idle') {
    setPassword('');
    setCode('');
    setStep(next);
  }

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
  }

  async function run(action: () => Promise<void>, failureTitle: string) {
    setIsBusy(true);
    try {
      await action();
    } catch (error) {
      toast({
        title: failureTitle,
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  const startSetup = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      setSetup(await apiRequest('POST', '/api/auth/two-factor/setup', { body: { password } }));
      reset('scan');
    }, 'Could not start two-step sign-in');
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await apiRequest('POST', '/api/auth/two-factor/enable', { body: { code: code.trim() } });
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      reset('codes');
      await refresh();
      toast({ title: 'Two-step sign-in is on', description: 'Sign-in now asks for a code from your app.' });
    }, 'Code not accepted');
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const body = code.trim() ? { code: code.trim() } : { password };
      await apiRequest('POST', '/api/auth/two-factor/disable', { body });
      reset();
      await refresh();
      toast({ title: 'Two-step sign-in is off' });
    }, 'Two-step sign-in not turned off');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-step sign-in</CardTitle>
        <CardDescription>
          After your password, sign-in asks for a code from an authenticator app on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          label="Two-step sign-in"
          description={
            isEnabled
              ? `On. ${status.data?.recoveryCodesLeft ?? 0} recovery codes left.`
              : 'Off. Turn it on to protect your account even if your password leaks.'
          }
          checked={isEnabled || step === 'password' || step === 'scan'}
          onCheckedChange={(on) =>
            reset(on ? (isEnabled ? 'idle' : 'password') : isEnabled ? 'disable' : 'idle')
          }
        />
        {step === 'password' && (
          <form onSubmit={startSetup} className="grid gap-3">
            <Label htmlFor="two-factor-password">Confirm your password to set it up</Label>
            <PasswordInput
              id="two-factor-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" disabled={isBusy} className="justify-self-start">
              Continue
            </Button>
          </form>
        )}
        {step === 'scan' && setup && (
          <form onSubmit={confirm} className="grid gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Scan this QR code with your authenticator app, or type the key by hand.
            </p>
            <img
              src={setup.qrDataUrl}
              alt="QR code for your authenticator app"
              className="size-44 rounded bg-white"
            />
            <p className="text-sm">
              Key:{' '}
              <code data-testid="two-factor-secret" className="font-mono break-all">
                {setup.secret}
              </code>
            </p>
            <Label htmlFor="two-factor-confirm-code">6-digit code from the app</Label>
            <Input
              id="two-factor-confirm-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              className="max-w-40 font-mono tracking-widest"
            />
            <div className="flex gap-3">
              <Button type="submit" disabled={isBusy || code.length !== 6}>
                Turn on
              </Button>
              <Button variant="ghost" onClick={() => reset()}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {step === 'codes' && (
          <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
            <p className="text-sm font-medium">
              Save these recovery codes somewhere safe. Each signs you in once if you lose your phone; they
              are not shown again.
            </p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <Button variant="secondary" className="justify-self-start" onClick={() => reset()}>
              I have saved them
            </Button>
          </div>
        )}
        {step === 'disable' && (
          <form onSubmit={disable} className="grid gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Enter your password, or a code from your app, to turn two-step sign-in off.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <Label htmlFor="two-factor-off-password">Password</Label>
                <PasswordInput
                  id="two-factor-off-password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div>
                <Label htmlFor="two-factor-off-code">or code</Label>
                <Input
                  id="two-factor-off-code"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  className="mt-1.5"
                />
              </div>
            </div>
            <div className="flex gap-3">
              <Button type="submit" variant="danger" disabled={isBusy || (!password && !code.trim())}>
                Turn off
              </Button>
              <Button variant="ghost" onClick={() => reset()}>
                Keep it on
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
