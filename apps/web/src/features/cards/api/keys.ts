/** Query keys of the cards area; every mutation invalidates `cardKeys.all`. */
export const cardKeys = {
  all: ['cards'] as const,
  list: (status: string) => ['cards', 'list', status] as const,
  detail: (id: string) => ['cards', 'detail', id] as const,
  analytics: (id: string | undefined, days: number) => ['cards', 'analytics', id ?? 'all', days] as const,
  leads: (id: string) => ['cards', 'leads', id] as const,
};
