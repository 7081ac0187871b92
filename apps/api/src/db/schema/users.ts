import { USER_ROLES } from '@haat/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** `user`, or a staff role: `moderator` or `admin` (decision 066). */
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    language: text('language').notNull().default('en'),
    theme: text('theme', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('system'),
    /** When two-factor sign-in was turned on (decision 061); its key lives in `user_two_factor`. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** When staff approved the person's identity documents (decision 062): the verified badge. */
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    /** A WhatsApp number the person proved is theirs (decision 063), E.164; null until then. */
    whatsappNumber: text('whatsapp_number'),
    whatsappVerifiedAt: timestamp('whatsapp_verified_at', { withTimezone: true }),
    /** When staff suspended the account, and the reason they gave (shown when sign-in is refused). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    uniqueIndex('users_whatsapp_number_unique').on(t.whatsappNumber),
    index('users_created_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} IN ('user', 'moderator', 'admin')`),
    check('users_status_check', sql`${t.status} IN ('active', 'suspended')`),
  ],
);

export type TUserRow = typeof users.$inferSelect;
