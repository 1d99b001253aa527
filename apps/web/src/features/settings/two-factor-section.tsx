import type { TwoFactorSetup } from '@mainstreet/server/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { SwitchField } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { apiRequest, messageOf } from '../../lib/api';
import { apiQuery } from '../../lib/query-client';
import { PasswordInput } from '../auth/password-input';
import { SETTINGS_QUERY_KEY } from './use-account-theme';

const STATUS_KEY = ['/api/auth/two-factor'] as const;
type Step = 'idle' | 'password' | 'scan' | 'codes' | 'disable';

/** "Two-step sign-in": TOTP from an authenticator app, turned on with a first code. */
export function TwoFactorSection() {
  const t = useT();
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
        description: messageOf(error, t('common.tryAgain')),
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
    }, t('settings.twoFactor.startFailed'));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await apiRequest('POST', '/api/auth/two-factor/enable', { body: { code: code.trim() } });
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      reset('codes');
      await refresh();
      toast({ title: t('settings.twoFactor.on'), description: t('settings.twoFactor.onText') });
    }, t('settings.twoFactor.codeRefused'));
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const body = code.trim() ? { code: code.trim() } : { password };
      await apiRequest('POST', '/api/auth/two-factor/disable', { body });
      reset();
      await refresh();
      toast({ title: t('settings.twoFactor.off') });
    }, t('settings.twoFactor.offFailed'));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.twoFactor.title')}</CardTitle>
        <CardDescription>{t('settings.twoFactor.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          label={t('settings.twoFactor.title')}
          description={
            isEnabled
              ? t('settings.twoFactor.onStatus', { count: status.data?.recoveryCodesLeft ?? 0 })
              : t('settings.twoFactor.offStatus')
          }
          checked={isEnabled || step === 'password' || step === 'scan'}
          onCheckedChange={(on) =>
            reset(on ? (isEnabled ? 'idle' : 'password') : isEnabled ? 'disable' : 'idle')
          }
        />
        {step === 'password' && (
          <form onSubmit={startSetup} className="grid gap-3">
            <Label htmlFor="two-factor-password">{t('settings.twoFactor.passwordLabel')}</Label>
            <PasswordInput
              id="two-factor-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" disabled={isBusy} className="justify-self-start">
              {t('common.continue')}
            </Button>
          </form>
        )}
        {step === 'scan' && setup && (
          <form onSubmit={confirm} className="grid gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.twoFactor.scan')}</p>
            <img
              src={setup.qrDataUrl}
              alt={t('settings.twoFactor.qrAlt')}
              className="size-44 rounded bg-white"
            />
            <p className="text-sm">
              {t('settings.twoFactor.key')}{' '}
              <code data-testid="two-factor-secret" className="font-mono break-all">
                {setup.secret}
              </code>
            </p>
            <Label htmlFor="two-factor-confirm-code">{t('settings.twoFactor.codeLabel')}</Label>
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
                {t('settings.twoFactor.turnOn')}
              </Button>
              <Button variant="ghost" onClick={() => reset()}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        )}
        {step === 'codes' && (
          <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
            <p className="text-sm font-medium">{t('settings.twoFactor.saveCodes')}</p>
            <ul
              aria-label={t('settings.twoFactor.codes')}
              className="grid grid-cols-2 gap-1 font-mono text-sm"
            >
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <Button variant="secondary" className="justify-self-start" onClick={() => reset()}>
              {t('settings.twoFactor.saved')}
            </Button>
          </div>
        )}
        {step === 'disable' && (
          <form onSubmit={disable} className="grid gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.twoFactor.offHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <Label htmlFor="two-factor-off-password">{t('settings.password.title')}</Label>
                <PasswordInput
                  id="two-factor-off-password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div>
                <Label htmlFor="two-factor-off-code">{t('settings.twoFactor.orCode')}</Label>
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
                {t('settings.twoFactor.turnOff')}
              </Button>
              <Button variant="ghost" onClick={() => reset()}>
                {t('settings.twoFactor.keep')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
