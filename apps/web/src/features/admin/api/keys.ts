/** Query keys of the staff screens; a decision invalidates its whole area (lists and counts). */
export const adminKeys = {
  all: ['admin'] as const,
  payments: ['admin', 'payments'] as const,
  paymentList: (filters: string) => ['admin', 'payments', 'list', filters] as const,
  paymentCount: ['admin', 'payments', 'pending-count'] as const,
  withdrawals: ['admin', 'withdrawals'] as const,
  withdrawalList: (filters: string) => ['admin', 'withdrawals', 'list', filters] as const,
  withdrawalCount: ['admin', 'withdrawals', 'pending-count'] as const,
};
