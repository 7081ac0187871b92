/** Query keys of staff's identity review; a decision invalidates `all` (lists, counts and the case). */
export const adminKycKeys = {
  all: ['admin', 'kyc'] as const,
  lists: ['admin', 'kyc', 'list'] as const,
  /** `filters`: `filtersKey()`, status first (read by `applyDecision`). */
  list: (filters: string) => ['admin', 'kyc', 'list', filters] as const,
  pendingCount: ['admin', 'kyc', 'pending-count'] as const,
  review: (id: string) => ['admin', 'kyc', 'review', id] as const,
  /** An identity image's bytes (a file never changes under its id). */
  file: (id: string) => ['admin', 'kyc', 'file', id] as const,
  /** Staff's verified badge of a business. */
  badge: (businessId: string) => ['admin', 'business-badge', businessId] as const,
};
