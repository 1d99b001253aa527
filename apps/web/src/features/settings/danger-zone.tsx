import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { apiRequest, messageOf } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/auth';
import { storage } from '../../lib/storage';
import { forgetThemeSource } from '../../lib/theme';
import { PasswordInput } from '../auth/password-input';

export const DELETE_CONFIRMATION = 'DELETE';

/** Account deletion after typing DELETE and the password; removes the account and every website. */
export function DangerZone() {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      await apiRequest('DELETE', '/api/auth/account', { body: { password, confirm } });
      for (const key of ['user', 'token', 'website', 'currentWebsite', 'hasUnsavedChanges'])
        storage.remove(key);
      forgetThemeSource();
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: t('settings.delete.done'), description: t('settings.delete.doneText') });
      navigate('/');
    } catch (error) {
      toast({
        title: t('settings.delete.failed'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Card className="border-red-300 dark:border-red-900">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-red-800 dark:text-red-300">
          <TriangleAlert className="size-5" aria-hidden /> {t('settings.delete.zone')}
        </CardTitle>
        <CardDescription>{t('settings.delete.zoneText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          {t('settings.delete.open')}
        </Button>
      </CardContent>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('settings.delete.title')}
        description={t('settings.delete.text')}
      >
        <form onSubmit={submit} className="grid gap-4">
          <div>
            <Label htmlFor="delete-confirm">
              {t('settings.delete.typeWord', { word: DELETE_CONFIRMATION })}
            </Label>
            <Input
              id="delete-confirm"
              autoComplete="off"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              className="mt-1.5"
            />
          </div>
          <div>
            <Label htmlFor="delete-password">{t('settings.yourPassword')}</Label>
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={isBusy || confirm !== DELETE_CONFIRMATION || !password}
            >
              {isBusy ? t('settings.delete.deleting') : t('settings.delete.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
