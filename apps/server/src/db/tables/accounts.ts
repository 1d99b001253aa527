import type { Generated } from 'kysely';

/**
 * Accounts and signing in: users, sessions, second factor, codes, invitations.
 * Columns are portable as ../types.ts says.
 */

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  plan: string;
  is_verified: number;
  created_at: string;
  updated_at: string;
  /** 1: may use /api/admin (the first account of a fresh install; ADMIN_EMAILS also counts). */
  is_admin: Generated<number>;
  /** When an admin suspended the account: it cannot sign in and its sites answer "unavailable". */
  suspended_at: Generated<string | null>;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: string;
  /** The idle end: moved ahead when the session is used, never past `absolute_expires_at`. */
  expires_at: string;
  last_used_at: string | null;
  absolute_expires_at: string | null;
  user_agent: string | null;
};

/** Sign-in throttling and TOTP: tables of migration 0009. */
export type LoginThrottleTable = {
  key: string;
  failures: number;
  window_started_at: string;
  last_at: string;
};

export type TwoFactorTable = {
  user_id: string;
  secret_ciphertext: string;
  enabled_at: string | null;
  last_step: Generated<number>;
  created_at: string;
};

export type RecoveryCodesTable = { id: string; user_id: string; code_hash: string; created_at: string };

export type LoginChallengesTable = {
  id: string;
  user_id: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
};

export type AuthCodesTable = {
  id: string;
  user_id: string;
  purpose: 'verify' | 'reset' | 'email_change';
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
};

export type ResetTokensTable = {
  /** SHA-256 of the reset token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
};

export type OauthAccountsTable = {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: string;
};

export type UserSettingsTable = {
  user_id: string;
  /** JSON of the Settings tab's values. */
  settings: string;
  updated_at: string;
};

/** An invitation to sign up under REGISTRATION=invite; `id` is the SHA-256 of the link's token. */
export type InvitationsTable = {
  id: string;
  /** Only this address may use it; null: anyone holding the link. */
  email: string | null;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
};
