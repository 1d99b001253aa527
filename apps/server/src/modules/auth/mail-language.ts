import type { SiteLanguage } from '@mainstreet/site';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/request-language';
import { accountLanguage } from '../settings/stored-settings';
import { findUserByEmail } from './auth.repository';

/**
 * The language of a mail to this account: the one it chose in the app, else the one of the
 * browser that asked for the mail (a new account has not chosen yet).
 */
export async function mailLanguage(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<SiteLanguage> {
  return (await accountLanguage(ctx.db, userId)) ?? requestLanguage(request);
}

/**
 * The language of a mail to an address that may be an account's (an owner, an operator): the one
 * that account chose, else English.
 */
export async function languageOfAddress(ctx: AppContext, email: string): Promise<SiteLanguage> {
  const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
  return (user && (await accountLanguage(ctx.db, user.id))) || 'en';
}
