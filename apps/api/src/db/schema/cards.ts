import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moderationColumns } from './moderation.ts';
import { users } from './users.ts';

/** Digital business cards. Counters are kept here so the list needs no aggregation. */
export const vcards = pgTable(
  'vcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    fullName: text('full_name').notNull(),
    jobTitle: text('job_title'),
    company: text('company'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    instagram: text('instagram'),
    whatsapp: text('whatsapp'),
    /** Storage keys of the re-encoded photo (512 px JPEG) and its thumbnail (128 px). */
    photoKey: text('photo_key'),
    photoThumbKey: text('photo_thumb_key'),
    template: text('template', { enum: ['classic', 'modern', 'bold', 'minimal'] })
      .notNull()
      .default('classic'),
    language: text('language'),
    isPublic: boolean('is_public').notNull().default(true),
    showContactForm: boolean('show_contact_form').notNull().default(true),
    enableAnalytics: boolean('enable_analytics').notNull().default(true),
    status: text('status', { enum: ['active', 'inactive', 'draft'] })
      .notNull()
      .default('active'),
    viewsCount: integer('views_count').notNull().default(0),
    scansCount: integer('scans_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    contactsCount: integer('contacts_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...moderationColumns(),
  },
  (t) => [
    check('vcards_moderation_check', sql`${t.moderation} IN ('hidden', 'removed')`),
    uniqueIndex('vcards_slug_unique').on(t.slug),
    index('vcards_user_created_idx').on(t.userId, t.createdAt),
    index('vcards_created_idx').on(t.createdAt),
  ],
);

export type TVcardRow = typeof vcards.$inferSelect;

/** One visit, scan, share, contact save or form message; only recorded when the card's analytics is on. */
export const vcardEvents = pgTable(
  'vcard_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vcardId: uuid('vcard_id')
      .notNull()
      .references(() => vcards.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['view', 'scan', 'share', 'save', 'form'] }).notNull(),
    channel: text('channel', {
      enum: ['whatsapp', 'email', 'sms', 'copy', 'facebook', 'linkedin', 'twitter'],
    }),
    country: text('country'),
    device: text('device', { enum: ['mobile', 'tablet', 'desktop', 'unknown'] })
      .notNull()
      .default('unknown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vcard_events_card_created_idx').on(t.vcardId, t.createdAt)],
);

export type TVcardEventRow = typeof vcardEvents.$inferSelect;

/** Messages sent through a card's contact form. */
export const vcardLeads = pgTable(
  'vcard_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vcardId: uuid('vcard_id')
      .notNull()
      .references(() => vcards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    country: text('country'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vcard_leads_card_created_idx').on(t.vcardId, t.createdAt),
    index('vcard_leads_unread_idx').on(t.vcardId).where(sql`${t.readAt} IS NULL`),
  ],
);

export type TVcardLeadRow = typeof vcardLeads.$inferSelect;
