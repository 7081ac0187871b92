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
