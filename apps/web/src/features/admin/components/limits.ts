/** The longest rejection reason the API takes (`ZRejectPaymentSchema`, `ZRejectWithdrawalSchema`). */
export const REJECT_REASON_MAX = 500;
