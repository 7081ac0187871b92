import type { TBusiness } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { presentBusiness } from './present-business.ts';
import { findOwnedBusiness, type TBusinessRow, type TOwnedKinds } from './repository.ts';

/**
 * The user's business row, or a 404 (also for another user's business, so ids reveal nothing).
 * `seller` also finds the row of the person's own items (decision 058): the product operations.
 */
export async function requireOwnedBusiness(
  deps: Pick<TDirectoryDeps, 'db'>,
  userId: string,
  id: string,
  kinds: TOwnedKinds = 'business',
): Promise<TBusinessRow> {
  const row = await findOwnedBusiness(deps.db, userId, id, kinds);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return row;
}

export async function getBusiness(deps: TDirectoryDeps, userId: string, id: string): Promise<TBusiness> {
  const row = await requireOwnedBusiness(deps, userId, id, 'seller');
  return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
}
