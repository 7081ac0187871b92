import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { findBusinessBySlug, type TBusinessRow } from './repository.ts';

/** The business at `/b/:slug`, or a 404. */
export async function requirePublicBusiness(
  deps: Pick<TDirectoryDeps, 'db'>,
  slug: string,
): Promise<TBusinessRow> {
  const row = await findBusinessBySlug(deps.db, slug.toLowerCase());
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return row;
}
