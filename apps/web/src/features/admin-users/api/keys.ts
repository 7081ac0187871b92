/** Query keys of staff's people screens; an action invalidates `all` (every list page and open person). */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
};
