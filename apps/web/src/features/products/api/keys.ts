/** Query keys of the products area; every product mutation invalidates `productKeys.all`. */
export const productKeys = {
  all: ['products'] as const,
  list: (businessId: string, filters: Record<string, string>) =>
    ['products', 'list', businessId, filters] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  businesses: ['products', 'businesses'] as const,
  categories: (businessId: string) => ['products', 'categories', businessId] as const,
};
