/*
 * Social (issue 16): fixed lists and limits shared by the API and the screens. Zod-free, so public
 * screens can import them without the schema modules (docs/web.md "Budgets").
 */

/** Where a post can go: the in-app community feed and connected external pages. */
export const SOCIAL_PLATFORMS = ['feed', 'facebook', 'linkedin'] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
/** The platforms a person connects with OAuth. */
export const EXTERNAL_PLATFORMS = ['facebook', 'linkedin'] as const;
export type TExternalPlatform = (typeof EXTERNAL_PLATFORMS)[number];

export const POST_STATUSES = ['draft', 'scheduled', 'publishing', 'published', 'failed'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];
export const POST_TARGET_STATUSES = ['pending', 'publishing', 'published', 'failed'] as const;
export type TPostTargetStatus = (typeof POST_TARGET_STATUSES)[number];

/** Characters a post may have on each platform (their own limits; the feed's is ours). */
export const POST_TEXT_LIMITS: Record<TSocialPlatform, number> = {
  feed: 5000,
  facebook: 63206,
  linkedin: 3000,
};

export const POST_MEDIA_LIMITS = {
  /** Images per post. */
  images: 10,
  /** Videos per post (a video goes alone). */
  videos: 1,
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  /** Seconds of video. */
  videoSeconds: 120,
  altLength: 500,
} as const;

export const COMMENT_MAX_LENGTH = 2000;
export const REPORT_REASONS = ['spam', 'abuse', 'misleading', 'illegal', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

/** Analytics ranges in days. */
export const SOCIAL_RANGES = [7, 30, 90] as const;
