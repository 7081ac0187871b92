import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * WhatsApp number verification (decision 063): by a one-time code sent through a connector
 * (`code`), or by the person sending a reference to the platform's number and staff confirming it
 * (`manual`). At most one pending verification per person. A verified number is copied to
 * `users.whatsapp_number`.
 */
export const whatsappVerifications = pgTable(
  'whatsapp_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164. */
    phone: text('phone').notNull(),
    method: text('method', { enum: ['code', 'manual'] }).notNull(),
    status: text('status', { enum: ['pending', 'verified', 'rejected', 'expired', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** Keyed hash of the current code (`code` method). */
    codeHash: text('code_hash'),
    /** What the person sends to the platform's number (`manual` method), e.g. `HAAT-7K3Q9M`. */
    reference: text('reference'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sends: integer('sends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Why the last send failed (the connector's words), null when it went out. */
    deliveryError: text('delivery_error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's reason for a rejection. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_verifications_pending_user_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('whatsapp_verifications_reference_unique').on(t.reference),
    index('whatsapp_verifications_status_created_idx').on(t.status, t.createdAt),
    index('whatsapp_verifications_user_idx').on(t.userId, t.createdAt),
    check('whatsapp_verifications_method_check', sql`${t.method} IN ('code', 'manual')`),
    check(
      'whatsapp_verifications_status_check',
      sql`${t.status} IN ('pending', 'verified', 'rejected', 'expired', 'cancelled')`,
    ),
    check('whatsapp_verifications_attempts_check', sql`${t.failedAttempts} >= 0 AND ${t.sends} >= 0`),
  ],
);

/**
 * Every WhatsApp message the platform sent or tried to send, as `mail_outbox` is for mail: for
 * support ("did the code go out?") and laptops. The text is kept only by the log connector (which
 * prints it anyway); messages sent through the Cloud API keep no code.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    connector: text('connector', { enum: ['cloud', 'log'] }).notNull(),
    template: text('template').notNull(),
    text: text('text'),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_outbox_to_created_idx').on(t.to, t.createdAt)],
);
