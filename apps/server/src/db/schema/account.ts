// account: people who play or recruit (operators are in admin.ts), and the one-time codes that
// prove a player holds the phone or e-mail they bind (ADR 119).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { StoredGamingLimits } from '../../modules/gaming-limits/gaming-limits';
import { at, createdAt } from './columns';

export const userTypes = ['player', 'agent', 'trial'] as const;

export type UserType = (typeof userTypes)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    /** Null when nobody may log in with a password (the house agent). */
    passwordHash: text('password_hash'),
    fundPasswordHash: text('fund_password_hash'),
    type: text('type', { enum: userTypes }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id),
    /** Per mille (‰); never above the parent's. */
    rebatePerMille: integer('rebate_per_mille').notNull().default(0),
    inviteCode: text('invite_code'),
    phone: text('phone'),
    /** Stored lower-cased so uniqueness ignores case. */
    email: text('email'),
    icon: text('icon'),
    isFrozen: boolean('is_frozen').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mustChangeFundPassword: boolean('must_change_fund_password').notNull().default(false),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    /**
     * An agent-opened account not yet claimed (ADR 118): its one-time password logs in until then.
     * Cleared when the player sets their own login password.
     */
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    registerDevice: smallint('register_device'),
    registerIp: text('register_ip'),
    /** The latest login and the one before it: users are shown the previous one (spot a stranger). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
    prevLoginIp: text('prev_login_ip'),
    /**
     * The player's own responsible-gaming limits (/user/limits, ADR 098), null when none was
     * ever set. On the user row because every request reads that row already: betting checks them
     * without another query unless a daily loss limit needs today's figures.
     */
    gamingLimits: jsonb('gaming_limits').$type<StoredGamingLimits>(),
    /**
     * The last reset or change of the login or fund password (ADR 104): new payout addresses and
     * withdrawals wait a hold after it. Null when never changed since registration.
     */
    secretsChangedAt: timestamp('secrets_changed_at', { withTimezone: true }),
    /** The terms version the player accepted (18+ and the terms, ADR 121) and when; null: none recorded. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Closed by the player (ADR 121): no login any more; the row stays for the books. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_lower_uq').on(sql`lower(${t.account})`),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_email_uq').on(t.email),
    index('users_parent_idx').on(t.parentId),
    index('users_register_ip_idx').on(t.registerIp, t.createdAt),
    check('users_type_ck', sql`${t.type} in ('player', 'agent', 'trial')`),
    check('users_rebate_ck', sql`${t.rebatePerMille} between 0 and 1000`),
  ],
);

/** One-time code for binding `address` to the user; only its hash is stored. */
export const contactCodes = pgTable(
  'contact_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['phone', 'email'] }).notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when redeemed or superseded by a newer code for the same channel. */
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_codes_user_idx').on(t.userId, t.channel, t.id),
    check('contact_codes_channel_ck', sql`${t.channel} in ('phone', 'email')`),
  ],
);
