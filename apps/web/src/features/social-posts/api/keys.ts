/** Query keys of the author's posts; every post mutation invalidates `postKeys.all`. */
export const postKeys = {
  all: ['social-posts'] as const,
  list: (status: string) => ['social-posts', 'list', status] as const,
  detail: (id: string) => ['social-posts', 'detail', id] as const,
  connections: ['social-connections'] as const,
};
