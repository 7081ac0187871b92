import { PAYMENT_CURRENCY, type TPayment } from '@haat/shared';
import type { TPaymentRow } from './repository.ts';

export function presentPayment(row: TPaymentRow): TPayment {
  return {
    id: row.id,
    method: row.method,
    amount: Number(row.amount),
    currency: PAYMENT_CURRENCY,
    status: row.status,
    transaction_id: row.providerTransactionId,
    reason: row.reason,
    in_review: row.status === 'pending' && typeof row.providerData.review === 'string',
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
