/** Query keys of identity verification; sending answers the new status, which replaces `status`. */
export const kycKeys = {
  all: ['kyc'] as const,
  status: ['kyc', 'status'] as const,
  /** A short-lived signed address of an identity image (a file never changes under its id). */
  file: (id: string) => ['kyc', 'file', id] as const,
};
