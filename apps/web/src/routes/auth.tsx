import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card } from '../components/ui/card';
import { type AuthMode, SocialButtons } from '../features/auth/auth-form-parts';
import { ForgotForm, ResetForm, VerifyForm } from '../features/auth/code-forms';
import { handOffFrom, handOffMessage, nameDraftToClaim, rememberHandOff } from '../features/auth/hand-off';
import { LoginForm } from '../features/auth/login-form';
import { RegisterForm } from '../features/auth/register-form';
import { TwoFactorForm } from '../features/auth/two-factor-form';
import { getOpenSiteId } from '../features/builder';
import type { MessageId } from '../i18n/catalogs';
import { useT } from '../i18n/i18n';
import { USER_QUERY_KEY, useSignedIn } from '../lib/auth';
import { type PublicConfig, usePublicConfig } from '../lib/public-config';
import type { User } from '../lib/types';

const TITLES: Record<AuthMode, [MessageId, MessageId]> = {
  login: ['auth.login.title', 'auth.login.text'],
  register: ['auth.register.title', 'auth.register.text'],
  verify: ['auth.verify.title', 'auth.verify.text'],
  'two-factor': ['auth.twoFactor.title', 'auth.twoFactor.text'],
  forgot: ['auth.forgot.title', 'auth.forgot.text'],
  reset: ['auth.reset.title', 'auth.reset.text'],
};

/** What a social sign-in that came back with `?error=` tells the person. */
function signInErrorMessage(error: string | null): MessageId | null {
  if (!error) return null;
  if (error === 'suspended') return 'auth.social.suspended';
  if (error.endsWith('-closed')) return 'auth.social.closed';
  if (error.endsWith('-exists')) return 'auth.social.exists';
  if (error.endsWith('-email')) return 'auth.social.noEmail';
  return 'auth.social.failed';
}

/**
 * What the sign-in page says instead of "Create account" where REGISTRATION does not let this page
 * make one; null where it may (open, or an invitation link). Until the configuration loads: as open.
 */
function signUpsNote(
  registration: PublicConfig['registration'] | undefined,
  invited: boolean,
): MessageId | null {
  if (registration === 'closed') return 'auth.signUps.closed';
  if (registration === 'invite' && !invited) return 'auth.signUps.invite';
  return null;
}

/** Sign-in, registration, email code and password reset. */
export function AuthPage() {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const params = new URLSearchParams(search);
  // Social sign-in with two-step sign-in on lands here with the second step's token.
  const [twoFactorToken, setTwoFactorToken] = useState(params.get('twoFactor') ?? '');
  const [handOff] = useState(() => handOffFrom(search));
  const [invitation] = useState(() => params.get('invitation') ?? undefined);
  const [signInError] = useState(() => signInErrorMessage(params.get('error')));
  const noSignUps = signUpsNote(usePublicConfig()?.registration, Boolean(invitation));
  // An explicit ?mode=register still opens the form where sign-ups are closed: the first account
  // of a fresh install and ADMIN_EMAILS may sign up whatever REGISTRATION says (the server decides).
  const [mode, setMode] = useState<AuthMode>(
    twoFactorToken
      ? 'two-factor'
      : params.get('mode') === 'register' || handOff || invitation
        ? 'register'
        : 'login',
  );
  const askedToRegister = params.get('mode') === 'register';
  useEffect(() => {
    // Told once the configuration loads: a hand-off alone does not open a form that would be refused.
    if (noSignUps && !askedToRegister) setMode((m) => (m === 'register' ? 'login' : m));
  }, [noSignUps, askedToRegister]);
  useEffect(() => {
    // Kept for the tab, so a social sign-in (which comes back to /dashboard) ends where this one would.
    if (handOff) rememberHandOff(handOff);
    // The draft this browser has open is the one that joins the account, not every trial draft.
    const openId = getOpenSiteId();
    if (openId) nameDraftToClaim(openId);
  }, [handOff]);
  useEffect(() => {
    // Keep the one-time token out of history and out of any Referer.
    if (new URLSearchParams(window.location.search).has('twoFactor')) {
      window.history.replaceState(null, '', window.location.pathname);
    }
  }, []);
  // Carried only from login/register to verify and from forgot to reset; a mode switch clears it.
  const [email, setEmail] = useState('');
  const redirect = params.get('redirect');

  function switchTo(next: AuthMode, keepEmail = '') {
    setEmail(keepEmail);
    setMode(next);
  }

  function finish(user?: User, isNewAccount = false) {
    if (user) signedIn(user, { isNewAccount });
    else void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/dashboard');
  }

  const [title, subtitle] = TITLES[mode];
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">{t(title)}</h1>
        <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">{t(subtitle)}</p>
        {handOff && (mode === 'register' || mode === 'login') && (
          <p
            role="status"
            className="-mt-2 mb-6 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
          >
            {handOffMessage(t, handOff.reason, handOff.plan)}
          </p>
        )}
        {signInError && (mode === 'login' || mode === 'register') && (
          <p
            role="alert"
            className="-mt-2 mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {t(signInError)}
          </p>
        )}
        {invitation && mode === 'register' && (
          <p
            role="status"
            className="-mt-2 mb-6 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
          >
            {t('auth.register.invited')}
          </p>
        )}
        {noSignUps && mode === 'register' && (
          <p role="status" className="-mt-2 mb-6 text-sm text-slate-600 dark:text-slate-400">
            {t(noSignUps)}
          </p>
        )}
        {(mode === 'login' || mode === 'register') && !invitation && <SocialButtons />}
        {mode === 'login' && (
          <LoginForm
            onSignedIn={finish}
            onNeedsCode={(e) => switchTo('verify', e)}
            onNeedsTwoFactor={(token) => {
              setTwoFactorToken(token);
              switchTo('two-factor');
            }}
            onForgot={() => switchTo('forgot')}
            onRegister={noSignUps ? undefined : () => switchTo('register')}
            signUpsNote={noSignUps ? t(noSignUps) : undefined}
          />
        )}
        {mode === 'register' && (
          <RegisterForm
            invitation={invitation}
            onSignedIn={(user) => finish(user, true)}
            onNeedsCode={(e) => switchTo('verify', e)}
            onLogin={() => switchTo('login')}
          />
        )}
        {mode === 'verify' && (
          <VerifyForm email={email} onVerified={finish} onBack={() => switchTo('login')} />
        )}
        {mode === 'two-factor' && (
          <TwoFactorForm
            twoFactorToken={twoFactorToken}
            onSignedIn={finish}
            onBack={() => switchTo('login')}
          />
        )}
        {mode === 'forgot' && (
          <ForgotForm onSent={(e) => switchTo('reset', e)} onBack={() => switchTo('login')} />
        )}
        {mode === 'reset' && (
          <ResetForm email={email} onDone={() => switchTo('login')} onBack={() => switchTo('forgot')} />
        )}
      </Card>
    </div>
  );
}
