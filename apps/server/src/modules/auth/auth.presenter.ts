import type { CurrentUser } from '../sessions/session.service';
import type { UserRow } from './auth.repository';

export type PresentedUser = CurrentUser;

/** The user as every call shows it; never the password hash. */
export function presentUser(row: UserRow): PresentedUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    plan: row.plan,
    isVerified: row.is_verified === 1,
    createdAt: row.created_at,
    ...(row.is_admin === 1 ? { isAdmin: true as const } : {}),
  };
}
