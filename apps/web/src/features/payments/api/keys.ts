/** Query keys of the payments area; a new top-up invalidates `paymentKeys.all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  methods: ['payments', 'methods'] as const,
  list: ['payments', 'list'] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
  referrals: ['payments', 'referrals'] as const,
};
