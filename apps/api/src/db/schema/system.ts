import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail kept when no SMTP server is configured, so a laptop user can still open the links (`kept`);
 * and mail the SMTP server refused for good after its tries (`failed`, decision 070: its links
 * removed, the last error kept) so staff can find it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['kept', 'failed'] })
      .notNull()
      .default('kept'),
    /** Tries made to send it (failed mail). */
    tries: integer('tries'),
    /** The SMTP server's last answer or the connection error (failed mail). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('mail_outbox_status_check', sql`${t.status} IN ('kept', 'failed')`)],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** One row per one-off task already done (e.g. the demo seed). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
