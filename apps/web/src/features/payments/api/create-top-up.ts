import type { TCreateTopUp, TTopUpStart } from '@haat/shared/payments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type TEnvelope } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/**
 * Starts a top-up. `key` is the Idempotency-Key: one per user intent, reused when the same intent is
 * retried, so a replay answers the first result without a second payment.
 */
export function useCreateTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TCreateTopUp; key: string }) =>
      apiRequest<TEnvelope<TTopUpStart>>('/api/payments/top-ups', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }).then((a) => a.data),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
