/** Query keys of the directory area; a review or reply change invalidates `directoryKeys.business(slug)`. */
export const directoryKeys = {
  all: ['directory'] as const,
  search: (params: string) => ['directory', 'search', params] as const,
  cities: ['directory', 'cities'] as const,
  business: (slug: string) => ['directory', 'business', slug] as const,
  /** `viewer`: what the page says depends on who looks (their review, whether they own it). */
  page: (slug: string, viewer: string) => ['directory', 'business', slug, 'page', viewer] as const,
  products: (slug: string, categoryId = 'all') =>
    ['directory', 'business', slug, 'products', categoryId] as const,
  reviews: (slug: string, viewer: string) => ['directory', 'business', slug, 'reviews', viewer] as const,
};
