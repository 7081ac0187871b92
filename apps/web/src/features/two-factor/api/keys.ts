/** Query keys of two-factor sign-in; every change answers the new status, which replaces `status`. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: ['two-factor', 'status'] as const,
};
