/** Query keys of the seller's screens; a quick edit or a featuring invalidates `sellerKeys.all`. */
export const sellerKeys = {
  all: ['seller'] as const,
  listings: (status: string) => ['seller', 'listings', status] as const,
  transactions: (role: string) => ['seller', 'transactions', role] as const,
  analytics: (days: number, businessId: string) => ['seller', 'analytics', days, businessId] as const,
  featurePrice: ['seller', 'feature-price'] as const,
  anyListing: ['seller', 'any-listing'] as const,
};
