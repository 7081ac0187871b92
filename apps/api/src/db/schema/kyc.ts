import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A part of a submission staff can reject: the typed details, or one of the images. */
export interface TStoredKycRejection {
  part: 'details' | 'front' | 'back' | 'selfie';
  reason: string;
  note?: string;
}

/**
 * Identity verification (decision 062): one submission per person, pending → approved, or
 * rejected with typed reasons per part; after a rejection only the rejected parts are sent again.
 * Approval sets `users.identity_verified_at`, and the submission is locked from then on.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    documentType: text('document_type', { enum: ['national_id', 'passport', 'driving_licence'] }).notNull(),
    documentNumber: text('document_number').notNull(),
    fullName: text('full_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** The rejected parts of the last decision and why (empty unless rejected). */
    rejections: jsonb('rejections').$type<TStoredKycRejection[]>().notNull().default([]),
    /** The parts sent again with the last resubmission (empty for the first submission). */
    changedParts: text('changed_parts').array().notNull().default(sql`'{}'::text[]`),
    /** Staff's words to the person with the last decision. */
    note: text('note'),
    /** How many times it was sent (1 for the first submission). */
    rounds: integer('rounds').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_submissions_user_unique').on(t.userId),
    index('kyc_submissions_status_submitted_idx').on(t.status, t.submittedAt),
    check('kyc_submissions_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check(
      'kyc_submissions_document_type_check',
      sql`${t.documentType} IN ('national_id', 'passport', 'driving_licence')`,
    ),
  ],
);

/**
 * Images of identity documents, in private storage (never served at /uploads), encrypted at rest.
 * A file without `submission_id` is an upload waiting for its submission; a file replaced by a
 * re-upload keeps its row and bytes (`replaced_at`) for staff's history.
 */
export const kycFiles = pgTable(
  'kyc_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id').references(() => kycSubmissions.id, { onDelete: 'cascade' }),
    part: text('part', { enum: ['front', 'back', 'selfie'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_files_submission_idx').on(t.submissionId),
    index('kyc_files_user_part_idx').on(t.userId, t.part),
    check('kyc_files_part_check', sql`${t.part} IN ('front', 'back', 'selfie')`),
  ],
);
