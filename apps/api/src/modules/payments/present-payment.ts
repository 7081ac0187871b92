import { PAYMENT_CURRENCY, shortReference, type TPayment } from '@haat/shared';
import type { TPaymentRow } from './repository.ts';

/** Why a gateway payment waits for staff (`provider_data.review`), or null. */
export function reviewReason(payment: TPaymentRow): string | null {
  const review = payment.providerData.review;
  return typeof review === 'string' ? review : null;
}

export function presentPayment(row: TPaymentRow): TPayment {
  return {
    id: row.id,
    reference: shortReference(row.id),
    method: row.method,
    amount: Number(row.amount),
    currency: PAYMENT_CURRENCY,
    status: row.status,
    transaction_id: row.providerTransactionId,
    reason: row.reason,
    in_review: row.status === 'pending' && reviewReason(row) !== null,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
