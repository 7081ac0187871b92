import type { TAdminKycDetail } from '@haat/shared/trust/kyc-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { applyDecision } from '../../admin/api/update-lists.ts';
import { adminKycKeys } from './keys.ts';

/**
 * After a decision: the answer replaces the case, the item leaves the waiting lists at once (before
 * their refetch) and the count and badges are read again.
 */
export function afterKycDecision(client: QueryClient, detail: TAdminKycDetail): void {
  client.setQueryData(adminKycKeys.review(detail.submission.id), detail);
  applyDecision(client, adminKycKeys.lists, { id: detail.submission.id, status: detail.submission.status });
  void client.invalidateQueries({ queryKey: adminKycKeys.pendingCount });
  for (const business of detail.businesses)
    client.setQueryData(adminKycKeys.badge(business.id), {
      id: business.id,
      verified: business.verified,
      badge: business.badge,
    });
}
