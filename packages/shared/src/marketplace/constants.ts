/*
 * The marketplace's fixed lists, without zod or phone-number code, so the public marketplace
 * screens that only need them stay small. `directory/products.ts` and `marketplace/schemas.ts`
 * re-export them.
 */
export const MARKETPLACE_CATEGORIES = [
  'electronics',
  'clothing',
  'food',
  'books',
  'home_goods',
  'sports',
  'health',
  'other',
] as const;
export const PRODUCT_CONDITIONS = ['new', 'used'] as const;
export const MARKETPLACE_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
/**
 * Reviews a product page answers with the product (its first page of reviews); the page asks for
 * the following ones in pages of the same size.
 */
export const PRODUCT_PAGE_REVIEWS = 10;

export type TMarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];
export type TProductCondition = (typeof PRODUCT_CONDITIONS)[number];
export type TMarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
