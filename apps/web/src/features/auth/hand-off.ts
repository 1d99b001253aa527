import { getPlan } from '@mainstreet/site/plans';
import type { Translate } from '../../i18n/i18n';

/** Why a visitor was sent to sign up; the sign-up screen says it, and where they will land. */
export type HandOffReason = 'edit' | 'download' | 'launch' | 'plan';

/** A sign-up that must end where the visitor was going: this page, this site, this plan's checkout. */
export type HandOff = { reason: HandOffReason; redirect: string; plan?: string };

const KEY = 'handOff';
/** Read by the server at sign-in: the one trial draft that joins the new account (claim-websites.ts). */
const CLAIM_COOKIE = 'ms_claim';

function isReason(value: string | null): value is HandOffReason {
  return value === 'edit' || value === 'download' || value === 'launch' || value === 'plan';
}

/** Only paths of this app: an address from the query string must not send anyone elsewhere. */
export function isLocalPath(path: string | null | undefined): path is string {
  return Boolean(path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'));
}

/** The words the sign-up screen shows for a reason (a plan's name for a plan chosen on the cards). */
export function handOffMessage(t: Translate, reason: HandOffReason, plan?: string): string {
  if (reason === 'edit') return t('auth.handOff.edit');
  if (reason === 'download') return t('auth.handOff.download');
  if (reason === 'launch') return t('auth.handOff.launch');
  return plan ? t('auth.handOff.plan', { plan: getPlan(plan).name }) : t('auth.handOff.anyPlan');
}

/** The sign-up address for a hand-off. */
export function signUpPath(handOff: HandOff): string {
  const params = new URLSearchParams({
    mode: 'register',
    reason: handOff.reason,
    redirect: handOff.redirect,
  });
  if (handOff.plan) params.set('plan', handOff.plan);
  return `/auth?${params}`;
}

/** The address a plan card sends a visitor to: sign up, then that plan's checkout. */
export function planSignUpPath(planId: string): string {
  return signUpPath({ reason: 'plan', plan: planId, redirect: `/dashboard?tab=billing&checkout=${planId}` });
}

/** The hand-off the sign-up screen was opened with, or null. */
export function handOffFrom(search: string): HandOff | null {
  const params = new URLSearchParams(search);
  const reason = params.get('reason');
  const redirect = params.get('redirect');
  if (!isReason(reason) || !isLocalPath(redirect)) return null;
  return { reason, redirect, plan: params.get('plan') ?? undefined };
}

/**
 * Keeps the hand-off for this tab until a sign-in finishes it, however the sign-in goes: a social
 * sign-in leaves the app and comes back to /dashboard, without the query string.
 */
export function rememberHandOff(handOff: HandOff): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(handOff));
  } catch {
    // Storage blocked: the email sign-up still follows the redirect in the address.
  }
}

/** Takes the hand-off a sign-in should finish (once). */
export function takeHandOff(): HandOff | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<HandOff>) : null;
    if (!value || !isReason(value.reason ?? null) || !isLocalPath(value.redirect)) return null;
    return { reason: value.reason as HandOffReason, redirect: value.redirect, plan: value.plan };
  } catch {
    return null;
  }
}

/** Names the trial draft that joins the account at sign-in: the one the visitor has open. */
export function nameDraftToClaim(websiteId: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${CLAIM_COOKIE}=${encodeURIComponent(websiteId)}; path=/; max-age=86400; samesite=lax`;
}
