import { getPlan } from '@mainstreet/site/plans';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Mail, PencilLine } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PlanBadge } from '../../components/shell/plan-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { apiRequest, messageOf } from '../../lib/api';
import { USER_QUERY_KEY, useAuth } from '../../lib/auth';
import { formatDate, getDisplayName, getInitials } from '../../lib/format';
import { useSellsPlans } from '../../lib/public-config';
import type { User } from '../../lib/types';
import { PasswordInput } from '../auth/password-input';
import { EmailCodeForm } from '../settings/email-code-form';
import { useWebsites } from '../sites/usage';

type Draft = { firstName: string; lastName: string; email: string };

function draftOf(user: User): Draft {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email };
}

export function ProfileTab() {
  const t = useT();
  const { user } = useAuth();
  const sellsPlans = useSellsPlans();
  const queryClient = useQueryClient();
  const websites = useWebsites(Boolean(user));
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  if (!user) return null;
  const values = draft ?? draftOf(user);
  const list = websites.data ?? [];
  const isEmailChange = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  async function save(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    try {
      const body = isEmailChange ? { ...values, currentPassword } : { ...values, email: undefined };
      const answer = await apiRequest('POST', '/api/auth/update-profile', { body });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      setIsEditing(false);
      setDraft(null);
      setCurrentPassword('');
      if (answer?.emailChangePending) {
        // The email is not changed yet: say so, and take the code right here.
        const target = answer.pendingEmail ?? values.email.trim();
        setPendingEmail(target);
        toast({
          title: t('profile.confirmEmail'),
          description: t('auth.toast.codeSentText', { email: target }),
        });
      } else {
        toast({ title: t('profile.updated'), description: t('profile.updatedText') });
      }
    } catch (error) {
      toast({
        title: t('profile.failed'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setIsSaving(false);
    }
  }

  function cancel() {
    setDraft(null);
    setCurrentPassword('');
    setIsEditing(false);
  }

  const field = (name: keyof Draft, label: string, type = 'text', autoComplete?: string) => (
    <div>
      <Label htmlFor={`profile-${name}`}>{label}</Label>
      {isEditing ? (
        <Input
          id={`profile-${name}`}
          type={type}
          autoComplete={autoComplete}
          required={name === 'email'}
          value={values[name]}
          onChange={(e) => setDraft({ ...values, [name]: e.target.value })}
          className="mt-1.5"
        />
      ) : (
        <p id={`profile-${name}`} className="mt-1.5 text-slate-900 dark:text-slate-100">
          {values[name] || <span className="text-slate-500 dark:text-slate-400">{t('profile.notSet')}</span>}
        </p>
      )}
    </div>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-center gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xl font-bold text-white dark:bg-indigo-500">
          {getInitials(user)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-950 dark:text-white">{t('shell.menu.profile')}</h1>
          <p className="break-words text-slate-600 dark:text-slate-400">{getDisplayName(user)}</p>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle>{t('profile.personal')}</CardTitle>
              <CardDescription>{t('profile.personalText')}</CardDescription>
            </div>
            {!isEditing && (
              <Button variant="secondary" onClick={() => setIsEditing(true)}>
                <PencilLine className="size-4" aria-hidden /> {t('sites.card.edit')}
              </Button>
            )}
          </CardHeader>
          <CardContent>
            <form onSubmit={save} className="grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                {field('firstName', t('auth.register.firstName'), 'text', 'given-name')}
                {field('lastName', t('auth.register.lastName'), 'text', 'family-name')}
              </div>
              {field('email', t('auth.field.email'), 'email', 'email')}
              {isEditing && isEmailChange && (
                <div>
                  <Label htmlFor="profile-current-password">{t('settings.password.current')}</Label>
                  <PasswordInput
                    id="profile-current-password"
                    autoComplete="current-password"
                    required
                    aria-describedby="profile-current-password-hint"
                    value={currentPassword}
                    onChange={(e) => setCurrentPassword(e.target.value)}
                  />
                  <p
                    id="profile-current-password-hint"
                    className="mt-1.5 text-sm text-slate-600 dark:text-slate-400"
                  >
                    {t('profile.passwordHint')}
                  </p>
                </div>
              )}
              {isEditing && (
                <div className="flex gap-3">
                  <Button type="submit" disabled={isSaving}>
                    {isSaving ? t('settings.saving') : t('profile.save')}
                  </Button>
                  <Button variant="secondary" onClick={cancel}>
                    {t('common.cancel')}
                  </Button>
                </div>
              )}
            </form>
            {pendingEmail && (
              <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
                <EmailCodeForm
                  pendingEmail={pendingEmail}
                  idPrefix="profile"
                  onChanged={() => setPendingEmail(null)}
                  onCancel={() => setPendingEmail(null)}
                />
              </div>
            )}
          </CardContent>
        </Card>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('profile.status')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              {sellsPlans && (
                <p className="flex items-center justify-between">
                  <span className="text-slate-600 dark:text-slate-400">{t('profile.plan')}</span>{' '}
                  <PlanBadge plan={user.plan} />
                </p>
              )}
              <p className="flex items-center justify-between">
                <span className="text-slate-600 dark:text-slate-400">{t('auth.field.email')}</span>
                {user.isVerified ? (
                  <Badge tone="green">
                    <BadgeCheck className="size-3" aria-hidden /> {t('profile.verified')}
                  </Badge>
                ) : (
                  <Badge tone="yellow">
                    <Mail className="size-3" aria-hidden /> {t('profile.notVerified')}
                  </Badge>
                )}
              </p>
              {/* A space between the two, so it reads "Member since November 28, 2026" aloud and copied. */}
              <p className="flex flex-wrap items-center justify-between gap-x-3">
                <span className="text-slate-600 dark:text-slate-400">{t('profile.memberSince')}</span>{' '}
                <span className="ml-auto font-medium">{formatDate(user.createdAt)}</span>
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('profile.stats')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-3 gap-3 text-center">
                {[
                  [
                    t('sites.usage.websites'),
                    sellsPlans
                      ? `${t.intl.formatNumber(list.length)}/${t.intl.formatNumber(getPlan(user.plan).limits.websites ?? 0)}`
                      : t.intl.formatNumber(list.length),
                  ],
                  [
                    t('sites.status.live'),
                    t.intl.formatNumber(list.filter((w) => w.status === 'live').length),
                  ],
                  [
                    t('sites.usage.edits'),
                    t.intl.formatNumber(list.reduce((sum, w) => sum + (w.editCount ?? 0), 0)),
                  ],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                    <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                    <dd className="text-xl font-bold text-slate-950 dark:text-white">
                      {websites.isLoading ? '…' : value}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
