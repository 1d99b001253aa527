import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { apiRequest, messageOf } from '../../lib/api';
import { PasswordInput } from '../auth/password-input';
import { EmailCodeForm } from './email-code-form';
import { emailChangeProblem, passwordChangeProblem } from './password-change';

function EmailChange({ currentEmail }: { currentEmail: string }) {
  const t = useT();
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
        title: t('settings.email.started'),
        description: t('settings.email.checkInbox', { email: answer?.email ?? newEmail.trim() }),
      });
    } catch (error) {
      toast({
        title: t('settings.email.failed'),
        description: messageOf(error, t('common.tryLater')),
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
      <Label htmlFor="new-email">{t('settings.email.new')}</Label>
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('settings.email.current', { email: currentEmail })}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Input
          id="new-email"
          type="email"
          autoComplete="email"
          aria-label={t('settings.email.new')}
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <div>
          <Label htmlFor="email-change-password">{t('settings.yourPassword')}</Label>
          <PasswordInput
            id="email-change-password"
            autoComplete="current-password"
            placeholder={t('settings.email.passwordHint')}
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('settings.email.change')}
        </Button>
      </div>
    </form>
  );
}

function PasswordChange() {
  const t = useT();
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
      toast({ title: t('settings.password.changed'), description: t('settings.password.othersOut') });
    } catch (error) {
      toast({
        title: t('settings.password.failed'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div>
        <Label htmlFor="current-password">{t('settings.password.current')}</Label>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="new-password">{t('settings.password.new')}</Label>
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="confirm-password">{t('settings.password.confirm')}</Label>
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" variant="secondary" disabled={isBusy} className="justify-self-start">
        {isBusy ? t('settings.password.changing') : t('settings.password.change')}
      </Button>
    </form>
  );
}

export function AccountSection({ email }: { email: string }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.account.title')}</CardTitle>
        <CardDescription>{t('settings.account.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <EmailChange currentEmail={email} />
        <div className="border-t border-slate-200 pt-6 dark:border-slate-800">
          <h4 className="mb-4 font-semibold text-slate-900 dark:text-white">
            {t('settings.password.title')}
          </h4>
          <PasswordChange />
        </div>
      </CardContent>
    </Card>
  );
}
