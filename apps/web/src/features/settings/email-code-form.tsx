import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { ApiError, apiRequest, messageOf } from '../../lib/api';
import { hasRememberedUser, rememberUser, USER_QUERY_KEY } from '../../lib/auth';
import { signedInUser } from '../auth/auth-api';

const CODE_LENGTH = 6;

type Props = { pendingEmail: string; idPrefix: string; onChanged: () => void; onCancel: () => void };

/**
 * Enter-in-place confirmation of a new email address (Settings and Profile): the code sent to the
 * new address comes back through verify-otp, and only then does the account's email change.
 */
export function EmailCodeForm({ pendingEmail, idPrefix, onChanged, onCancel }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [isVerifying, setIsVerifying] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    setIsVerifying(true);
    try {
      const answer = await apiRequest('POST', '/api/auth/verify-otp', {
        body: { email: pendingEmail, code },
      });
      const user = signedInUser(answer);
      if (user) {
        if (hasRememberedUser()) rememberUser(user);
        queryClient.setQueryData(USER_QUERY_KEY, user);
      }
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({
        title: t('settings.email.updated'),
        description: t('settings.email.updatedText', { email: pendingEmail }),
      });
      setCode('');
      onChanged();
    } catch (error) {
      // A wrong or stale code answers 400; anything else (too many tries, address taken) says why.
      const isBadCode = !(error instanceof ApiError) || error.status === 400;
      toast({
        title: t('settings.code.failed'),
        description: isBadCode ? t('settings.code.invalid') : messageOf(error, t('settings.code.invalid')),
        variant: 'destructive',
      });
    } finally {
      setIsVerifying(false);
    }
  }

  return (
    <form onSubmit={verify} className="grid gap-3" noValidate>
      <Label htmlFor={`${idPrefix}-email-code`}>{t('settings.code.label')}</Label>
      <p id={`${idPrefix}-email-code-hint`} className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('settings.code.hint', { email: pendingEmail })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Input
          id={`${idPrefix}-email-code`}
          maxLength={CODE_LENGTH}
          autoComplete="one-time-code"
          aria-describedby={`${idPrefix}-email-code-hint`}
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          className="max-w-40 font-mono tracking-widest"
        />
        <Button type="submit" disabled={code.length !== CODE_LENGTH || isVerifying}>
          {isVerifying ? t('settings.code.verifying') : t('settings.code.verify')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setCode('');
            onCancel();
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
