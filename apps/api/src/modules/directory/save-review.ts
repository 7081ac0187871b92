import type { TReview, ZReviewInputSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requirePublicBusiness } from './find-public-business.ts';
import { presentReview } from './present-review.ts';
import { upsertReview } from './repository.ts';

type TReviewInput = z.output<typeof ZReviewInputSchema>;

/** Creates or replaces the user's one review of a business; owners may not review their own. */
export async function saveReview(
  deps: TDirectoryDeps,
  user: { id: string; name: string },
  slug: string,
  input: TReviewInput,
): Promise<TReview> {
  const business = await requirePublicBusiness(deps, slug);
  if (business.ownerId === user.id) throw new AppError('FORBIDDEN', 'api.own_business_review');
  const row = await upsertReview(deps.db, {
    businessId: business.id,
    userId: user.id,
    authorName: user.name,
    rating: input.rating,
    body: input.body ?? null,
  });
  return presentReview(row, user.id);
}
