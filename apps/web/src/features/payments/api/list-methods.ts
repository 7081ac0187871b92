import type { TPaymentMethodInfo } from '@haat/shared/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** The top-up methods on offer, with the platform's bKash/Nagad numbers. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentKeys.methods,
    queryFn: ({ signal }) =>
      api.get<TEnvelope<TPaymentMethodInfo[]>>('/api/payments/methods', signal).then((a) => a.data),
  });
}
