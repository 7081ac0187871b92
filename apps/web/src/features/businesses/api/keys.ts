/** Query keys of the business-profiles area; every mutation invalidates `businessKeys.all`. */
export const businessKeys = {
  all: ['my-businesses'] as const,
  list: () => ['my-businesses', 'list'] as const,
  /** Every business of the person at once, for pickers. */
  picker: () => ['my-businesses', 'picker'] as const,
  detail: (id: string) => ['my-businesses', 'detail', id] as const,
};
