import { z } from 'zod';
import { ZCreateReportSchema } from '../social/community-schemas.ts';
import { REPORT_REASONS } from '../social/constants.ts';
import {
  BULK_REPORT_ACTIONS,
  MODERATION_STATES,
  REPORT_ACTIONS,
  REPORT_ACTIONS_NEEDING_NOTE,
  REPORT_BULK_MAX,
  REPORT_DECISION_NOTE_MAX,
  REPORT_DECISIONS,
  REPORT_SUBJECT_TYPES,
} from './moderation.ts';

/* Content reports and the moderation queue (issue 17 item 4). */

/**
 * `POST /api/reports`: anything people can report, with a reason and an optional note (the feed's
 * `POST /api/social/reports` takes the same for posts and comments).
 */
export const ZCreateContentReportSchema = ZCreateReportSchema.extend({
  subject_type: z.enum(REPORT_SUBJECT_TYPES, { error: 'validation.invalid' }),
}).strict();
export type TCreateContentReport = z.infer<typeof ZCreateContentReportSchema>;

/** `/api/admin/reports/:type/:id`. */
export const ZReportTargetParamsSchema = z.object({
  type: z.enum(REPORT_SUBJECT_TYPES, { error: 'validation.invalid' }),
  id: z.uuid({ error: 'validation.invalid' }),
});
export type TReportTargetParams = z.infer<typeof ZReportTargetParamsSchema>;

export const ADMIN_REPORT_SORTS = ['-count', 'count', 'oldest', 'newest'] as const;

/** `GET /api/admin/reports`: targets with open (default) or decided reports. */
export const ZAdminReportQuerySchema = z.object({
  status: z.enum(['open', 'decided'], { error: 'validation.invalid' }).default('open'),
  subject_type: z.enum(REPORT_SUBJECT_TYPES, { error: 'validation.invalid' }).optional(),
  reason: z.enum(REPORT_REASONS, { error: 'validation.invalid' }).optional(),
  /** Most reports first (default), fewest, oldest first report, newest last report. */
  sort: z.enum(ADMIN_REPORT_SORTS, { error: 'validation.invalid' }).default('-count'),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(20),
});
export type TAdminReportQuery = z.input<typeof ZAdminReportQuerySchema>;

/** What was reported, as staff see it: a short excerpt or name, a picture, where it lives. */
export const ZReportPreviewSchema = z.object({
  /** The text excerpt, title or name; null when the content is gone. */
  text: z.string().nullable(),
  /** A small picture's address, when the content has one. */
  image_url: z.string().nullable(),
  /** The public address of the content (or of where it appears), when it has one. */
  url: z.string().nullable(),
  /** The content no longer exists (deleted by its owner). */
  missing: z.boolean(),
});

export const ZReportTargetSchema = z.object({
  /** `type:id`, one target's key in lists. */
  id: z.string(),
  subject_type: z.enum(REPORT_SUBJECT_TYPES),
  subject_id: z.uuid(),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  preview: ZReportPreviewSchema,
  owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Hidden or removed by staff (null: untouched); a business counts as hidden while suspended. */
  moderation: z.enum(MODERATION_STATES).nullable(),
  /** The last decision taken on the target's reports, when decided. */
  decision: z.enum(REPORT_DECISIONS).nullable(),
  /** `open` while any report waits. */
  status: z.enum(['open', 'decided']),
});
export type TReportTarget = z.infer<typeof ZReportTargetSchema>;

export const ZReportEntrySchema = z.object({
  id: z.uuid(),
  reporter: z.object({ id: z.uuid(), name: z.string() }),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TReportEntry = z.infer<typeof ZReportEntrySchema>;

export const ZReportHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor_name: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

/** `GET /api/admin/reports/:type/:id`: the target, every report of it and staff's decisions. */
export const ZReportTargetDetailSchema = z.object({
  target: ZReportTargetSchema,
  reports: z.array(ZReportEntrySchema),
  history: z.array(ZReportHistoryEntrySchema),
});
export type TReportTargetDetail = z.infer<typeof ZReportTargetDetailSchema>;

const decisionNote = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(REPORT_DECISION_NOTE_MAX, { error: 'validation.too_long' })
  .optional();

/** `POST /api/admin/reports/:type/:id/decide`: a note (told to the owner) for all but dismiss/restore. */
export const ZDecideReportSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: 'validation.invalid' }),
    note: decisionNote,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (REPORT_ACTIONS_NEEDING_NOTE.includes(value.action) && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'api.admin.reports.note_required' });
    }
  });
export type TDecideReport = z.infer<typeof ZDecideReportSchema>;

/** `POST /api/admin/reports/bulk`: hide, remove or dismiss up to 100 targets at once. */
export const ZBulkDecideReportsSchema = z
  .object({
    targets: z
      .array(ZReportTargetParamsSchema, { error: 'validation.invalid' })
      .min(1, { error: 'validation.required' })
      .max(REPORT_BULK_MAX, { error: 'api.admin.reports.too_many' }),
    action: z.enum(BULK_REPORT_ACTIONS, { error: 'validation.invalid' }),
    note: decisionNote,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.action !== 'dismiss' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'api.admin.reports.note_required' });
    }
  });
export type TBulkDecideReports = z.infer<typeof ZBulkDecideReportsSchema>;

export const ZDecideReportResultSchema = z.object({
  target: ZReportTargetSchema,
  /** How many open reports the decision closed. */
  closed: z.number().int(),
});
export type TDecideReportResult = z.infer<typeof ZDecideReportResultSchema>;

export const ZBulkDecideReportsResultSchema = z.object({
  /** Targets decided, and those skipped (no open report left, or gone). */
  decided: z.number().int(),
  closed: z.number().int(),
  skipped: z.array(ZReportTargetParamsSchema),
});
export type TBulkDecideReportsResult = z.infer<typeof ZBulkDecideReportsResultSchema>;
