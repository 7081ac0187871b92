/** What people can report to staff (issue 17, decision 066). */
export const REPORT_SUBJECT_TYPES = [
  'post',
  'comment',
  'product',
  'business',
  'business_review',
  'product_review',
  'card',
] as const;
export type TReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

/** What staff decided about reported content: hid or removed it, dismissed, warned or suspended the owner. */
export const REPORT_DECISIONS = ['hidden', 'removed', 'dismissed', 'warned', 'suspended'] as const;
export type TReportDecision = (typeof REPORT_DECISIONS)[number];

/** The state of moderated content: hidden (staff can restore it) or removed. Null: untouched. */
export const MODERATION_STATES = ['hidden', 'removed'] as const;
export type TModerationState = (typeof MODERATION_STATES)[number];

/** What staff can do with a reported target (issue 17): each closes the target's open reports, but restore. */
export const REPORT_ACTIONS = ['hide', 'remove', 'restore', 'dismiss', 'warn', 'suspend_owner'] as const;
export type TReportAction = (typeof REPORT_ACTIONS)[number];

/** The actions staff can take on many targets at once. */
export const BULK_REPORT_ACTIONS = ['hide', 'remove', 'dismiss'] as const;
export type TBulkReportAction = (typeof BULK_REPORT_ACTIONS)[number];

/** Actions that need a note for the owner (the rest may have one). */
export const REPORT_ACTIONS_NEEDING_NOTE: readonly TReportAction[] = [
  'hide',
  'remove',
  'warn',
  'suspend_owner',
];

/** The longest staff note on a decision, and the most targets one bulk decision takes. */
export const REPORT_DECISION_NOTE_MAX = 500;
export const REPORT_BULK_MAX = 100;
