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
import { USER_QUERY_KEY, useSignedIn } from '../lib/auth';
import type { User } from '../lib/types';

const TITLES: Record<AuthMode, [string, string]> = {
  login: ['Welcome back', 'Sign in to edit and publish your websites.'],
  register: ['Create your account', 'Save your websites, edit them any time, and put them online.'],
  verify: ['Check your email', 'Enter the code to confirm it is you.'],
  'two-factor': ['Two-step sign-in', 'Enter the 6-digit code from your authenticator app.'],
  forgot: ['Reset your password', 'We will email you a 6-character code.'],
  reset: ['Choose a new password', 'Confirm the code, then set your new password.'],
};

/** Sign-in, registration, email code and password reset. */
export function AuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const params = new URLSearchParams(search);
  // Social sign-in with two-step sign-in on lands here with the second step's token.
  const [twoFactorToken, setTwoFactorToken] = useState(params.get('twoFactor') ?? '');
  const [handOff] = useState(() => handOffFrom(search));
  const [mode, setMode] = useState<AuthMode>(
    twoFactorToken ? 'two-factor' : params.get('mode') === 'register' || handOff ? 'register' : 'login',
  );
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">{title}</h1>
        <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">{subtitle}</p>
        {handOff && (mode === 'register' || mode === 'login') && (
          <p
            role="status"
            className="-mt-2 mb-6 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
          >
            {handOffMessage(handOff.reason, handOff.plan)}
          </p>
        )}
        {(mode === 'login' || mode === 'register') && <SocialButtons />}
        {mode === 'login' && (
          <LoginForm
            onSignedIn={finish}
            onNeedsCode={(e) => switchTo('verify', e)}
            onNeedsTwoFactor={(token) => {
              setTwoFactorToken(token);
              switchTo('two-factor');
            }}
            onForgot={() => switchTo('forgot')}
            onRegister={() => switchTo('register')}
          />
        )}
        {mode === 'register' && (
          <RegisterForm
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
