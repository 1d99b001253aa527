import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { apiRequest, messageOf } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/auth';
import { storage } from '../../lib/storage';
import { forgetThemeSource } from '../../lib/theme';
import { PasswordInput } from '../auth/password-input';

export const DELETE_CONFIRMATION = 'DELETE';

/** Account deletion after typing DELETE and the password; removes the account and every website. */
export function DangerZone() {
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
      toast({ title: 'Account deleted', description: 'Your account and websites were deleted.' });
      navigate('/');
    } catch (error) {
      toast({
        title: 'Account deletion failed',
        description: messageOf(error, 'Please try again.'),
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
          <TriangleAlert className="size-5" aria-hidden /> Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes your profile and all of your websites. It cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          Delete account
        </Button>
      </CardContent>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Delete your account?"
        description="This permanently deletes your account and every website in it. Download anything you want to keep first."
      >
        <form onSubmit={submit} className="grid gap-4">
          <div>
            <Label htmlFor="delete-confirm">Type {DELETE_CONFIRMATION} to confirm</Label>
            <Input
              id="delete-confirm"
              autoComplete="off"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              className="mt-1.5"
            />
          </div>
          <div>
            <Label htmlFor="delete-password">Your password</Label>
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={isBusy || confirm !== DELETE_CONFIRMATION || !password}
            >
              {isBusy ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
