/** Query keys of the categories area. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (businessId: string) => ['categories', 'list', businessId] as const,
};

/**
 * The products area caches product lists and category names under this prefix; a category change
 * marks them stale so the products screen shows the new names and order.
 */
export const PRODUCTS_PREFIX = ['products'] as const;
