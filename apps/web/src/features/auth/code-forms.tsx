import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldMessage, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
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
  const t = useT();
  return (
    <div>
      <Label htmlFor={id}>{t('auth.code.label', { count: CODE_LENGTH })}</Label>
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
  const t = useT();
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const answer = await verifyCode(email, code);
      onVerified(signedInUser(answer));
    } catch {
      toast({
        title: t('settings.code.failed'),
        description: t('settings.code.invalid'),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t.rich('auth.verify.sent', { email: <strong>{email}</strong> })}
      </p>
      <CodeField id="verify-code" value={code} onChange={setCode} />
      <Button type="submit" size="lg" disabled={isBusy || !isCompleteCode(code)}>
        {t('auth.verify.submit')}
      </Button>
      <SwitchLink onClick={onBack}>{t('auth.backToSignIn')}</SwitchLink>
    </form>
  );
}

export function ForgotForm({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      await requestResetCode(email);
      toast({
        title: t('auth.forgot.sent'),
        description: t('auth.forgot.sentText', { email }),
      });
      onSent(email);
    } catch {
      toast({ title: t('auth.forgot.failed'), description: t('common.tryAgain'), variant: 'destructive' });
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div>
        <Label htmlFor="forgot-email">{t('auth.field.email')}</Label>
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
        {isBusy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
      </Button>
      <SwitchLink onClick={onBack}>{t('auth.backToSignIn')}</SwitchLink>
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
  const t = useT();
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
        toast({ title: t('auth.reset.done'), description: t('auth.reset.doneText') });
        onDone();
      }
    } catch (error) {
      toast({
        title: t('auth.reset.failed'),
        description: messageOf(error, t('common.tryAgain')),
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
            {t.rich('auth.reset.enterCode', { email: <strong>{email}</strong> })}
          </p>
          <CodeField id="reset-code" value={code} onChange={setCode} />
          <Button type="submit" size="lg" disabled={isBusy || !isCompleteCode(code)}>
            {t('auth.reset.verify')}
          </Button>
        </>
      ) : (
        <>
          <div>
            <Label htmlFor="reset-password">{t('settings.password.new')}</Label>
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
            <Label htmlFor="reset-confirm">{t('settings.password.confirm')}</Label>
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
            {t('auth.reset.submit')}
          </Button>
        </>
      )}
      <SwitchLink onClick={onBack}>{t('auth.back')}</SwitchLink>
    </form>
  );
}
