import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';

/** Accounts of the embedded identity provider (not used when OIDC_ISSUER points elsewhere). */
export const logins = pgTable(
  'logins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt$N$salt$hash; null for passwordless-only accounts. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('logins_email_uq').on(sql`lower(${t.email})`)],
);

/**
 * When each e-mail last started a session in the product (POST /users/handlelogin), whichever
 * provider signed it in: the Users list reads 'Invited' (never) or 'Active' (the date) from it.
 */
export const signInActivity = pgTable('sign_in_activity', {
  /** lower(e-mail): people join on lower(email_address). */
  emailKey: text('email_key').primaryKey(),
  firstSignInAt: timestamp('first_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's own settings, whichever provider signs them in and in every company they belong to:
 * the language the product speaks to them (issue 27; src/domain/common/language.ts). Written at
 * their first sign-in from the browser's languages, then changed on /profile.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    /** lower(e-mail), as sign_in_activity and people's lower(email_address). */
    emailKey: text('email_key').primaryKey(),
    /** 'en' | 'es'. */
    language: text('language').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_preferences_language_known', sql`${t.language} in ('en', 'es')`)],
);

/**
 * One-time links of the embedded provider that are not tied to a sign-in page: invitations
 * (7 days) and password resets. Only the token's hash is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    /** 'invitation' | 'password-reset' (src/server/accounts/account-tokens.ts). */
    purpose: text('purpose').notNull(),
    /** The company an invitation is to (its name shows on the welcome page). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_login_idx').on(t.loginId, t.purpose)],
);

/** oidc-provider's stored models (sessions, grants, codes, refresh tokens, interactions). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** The login a session, grant or token belongs to: a password reset ends them all. */
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_payloads_kind_id_uq').on(t.kind, t.id),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_account_idx').on(t.accountId),
  ],
);

/** Server secrets generated on first start (signing keys, cookie keys), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** One-time sign-in links of the passwordless login; only a hash of the token is stored. */
export const oneTimeLogins = pgTable('one_time_logins', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  loginId: uuid('login_id')
    .notNull()
    .references(() => logins.id, { onDelete: 'cascade' }),
  interactionUid: text('interaction_uid').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Failed sign-in counters (rate-limiter-flexible's Drizzle store, hence its column names): one row
 * per hashed e-mail or client address, shared by every server process and kept across restarts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('login_attempts_expire_idx').on(t.expire)],
);
