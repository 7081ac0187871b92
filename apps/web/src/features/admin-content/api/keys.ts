/** Query keys of the moderation queue; a decision invalidates `all` (lists and targets). */
export const adminContentKeys = {
  all: ['admin', 'content'] as const,
  list: (filters: string) => ['admin', 'content', 'list', filters] as const,
  openCount: ['admin', 'content', 'open-count'] as const,
  target: (type: string, id: string) => ['admin', 'content', 'target', type, id] as const,
};
