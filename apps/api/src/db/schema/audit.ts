import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What happened to an account's security and trust, who did it and when: two-factor turned on or
 * off, recovery codes made or used, identity (KYC) and WhatsApp verification decisions, views of
 * identity documents. Kept for the audit log to come (issue 17); a trigger refuses updates.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Every staff action in the back office (issue 17, decision 066): who did what to which target, the
 * values before and after, from where and when, written in the transaction of the action itself.
 * No foreign keys: a row outlives the people it names (their name is kept as it was). Triggers of
 * migration 0017 refuse UPDATE, DELETE and TRUNCATE, as the ledger's do.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** `area.verb`, e.g. `users.suspend`, `payments.approve`, `settings.update`. */
    action: text('action').notNull(),
    /** What it was done to: `user`, `business`, `payment`, `withdrawal`, `setting`, `report`, … */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A readable name of the target as it was (a person's name, a business's name, an amount). */
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** Why, as the staff member wrote it (a rejection or suspension reason), if any. */
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
