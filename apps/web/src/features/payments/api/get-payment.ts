import type { TPayment } from '@haat/shared/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** One of the user's payments; `poll` refetches every few seconds while it is pending. */
export function usePayment(id: string | undefined, poll: boolean) {
  return useQuery({
    queryKey: paymentKeys.detail(id ?? ''),
    enabled: !!id,
    retry: (count, error) =>
      count < 2 && !('status' in error && (error.status === 404 || error.status === 422)),
    queryFn: ({ signal }) => api.get<TEnvelope<TPayment>>(`/api/payments/${id}`, signal).then((a) => a.data),
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? 3000 : false),
  });
}
