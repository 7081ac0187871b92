import type { TReferrals } from '@haat/shared/payments/referrals';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** The user's referral code and link, the people referred and the bonuses earned. */
export function useReferrals() {
  return useQuery({
    queryKey: paymentKeys.referrals,
    queryFn: ({ signal }) => api.get<TEnvelope<TReferrals>>('/api/referrals', signal).then((a) => a.data),
  });
}
