/** Query keys of the wallet area; every money movement invalidates `walletKeys.all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  history: (filters: string) => ['wallet', 'history', filters] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
};
