/** Query keys of staff's businesses; an action invalidates `all` (every list page and open business). */
export const adminBusinessKeys = {
  all: ['admin', 'businesses'] as const,
  lists: ['admin', 'businesses', 'list'] as const,
  detail: (id: string) => ['admin', 'businesses', 'detail', id] as const,
  owners: (q: string) => ['admin', 'businesses', 'owners', q] as const,
};
