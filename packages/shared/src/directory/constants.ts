/*
 * The directory's fixed lists and limits, without zod or phone-number code, so screens that only
 * need them (the public directory) stay small. `schemas.ts` re-exports them.
 */
export const BUSINESS_TYPES = ['retail', 'restaurant', 'service', 'manufacturing'] as const;
export const BUSINESS_SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'x',
] as const;
export const DIRECTORY_SORTS = ['relevance', 'rating', 'newest'] as const;
export const BUSINESS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CATEGORY_NAME_MAX = 60;
export const CATEGORIES_PER_BUSINESS_MAX = 200;

export type TBusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * Who sells in the marketplace: a business profile (`business`, in the directory) or a person's own
 * items (`personal`, decision 058).
 */
export const SELLER_KINDS = ['business', 'personal'] as const;
export type TSellerKind = (typeof SELLER_KINDS)[number];
export type TBusinessSocialNetwork = (typeof BUSINESS_SOCIAL_NETWORKS)[number];
export type TDirectorySort = (typeof DIRECTORY_SORTS)[number];
