import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/tokens';
import * as repo from './auth.repository';
import { isUniqueViolation } from './auth.service';
import type { OauthProfile, OauthProvider } from './oauth-providers';
import { createAccount } from './sign-up-policy';

type Resolution = { user: repo.UserRow } | { error: 'email' | 'exists' | 'closed' };

/**
 * The account for a provider profile: the linked one, or a new one for its verified email. An
 * existing password account is never linked on the provider's word alone: whoever registered that
 * address first (without proving it) would otherwise share the account (pre-account hijacking).
 */
export async function findOrCreateOauthUser(
  ctx: AppContext,
  provider: OauthProvider,
  profile: OauthProfile,
): Promise<Resolution> {
  const linked = await repo.findOauthAccount(ctx.db, provider.id, profile.providerUserId);
  const linkedUser = linked && (await repo.findUserById(ctx.db, linked.user_id));
  if (linkedUser) return { user: linkedUser };
  if (!profile.email || !profile.isEmailVerified) return { error: 'email' };
  const now = nowIso();
  let user = await repo.findUserByEmail(ctx.db, profile.email);
  if (user?.password_hash) return { error: 'exists' };
  if (!user) {
    try {
      user = await createAccount(ctx, {
        id: newId(),
        email: profile.email,
        password_hash: null,
        first_name: profile.firstName,
        last_name: profile.lastName,
        plan: 'starter',
        is_verified: 1,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'REGISTRATION_CLOSED') return { error: 'closed' };
      throw error;
    }
  }
  try {
    await repo.insertOauthAccount(ctx.db, {
      provider: provider.id,
      providerUserId: profile.providerUserId,
      userId: user.id,
      createdAt: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return { user };
}
