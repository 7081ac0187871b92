/** Query keys of the orders area; an order action or a checkout invalidates `ordersKeys.all`. */
export const ordersKeys = {
  all: ['orders'] as const,
  cart: ['orders', 'cart'] as const,
  preview: (address: string) => ['orders', 'preview', address] as const,
  lists: ['orders', 'list'] as const,
  list: (role: string, filters: string) => ['orders', 'list', role, filters] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};
