import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requirePublicBusiness } from './find-public-business.ts';
import { deleteReviewOfUser } from './repository.ts';

/** Deletes the user's own review of a business (404 when there is none). */
export async function deleteReview(deps: TDirectoryDeps, userId: string, slug: string): Promise<void> {
  const business = await requirePublicBusiness(deps, slug);
  if (!(await deleteReviewOfUser(deps.db, business.id, userId)))
    throw new AppError('NOT_FOUND', 'api.not_found');
}
