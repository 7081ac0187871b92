import type { TReview } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { presentReview } from './present-review.ts';
import { setReviewReply } from './repository.ts';

/** The owner's public answer to a review of their business; null removes it. */
export async function replyToReview(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  reviewId: string,
  reply: string | null,
): Promise<TReview> {
  await requireOwnedBusiness(deps, userId, businessId);
  const row = await setReviewReply(deps.db, businessId, reviewId, reply);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentReview(row, userId);
}
