import type { TBusiness } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { presentBusiness } from './present-business.ts';
import { findOwnedBusiness, type TBusinessRow } from './repository.ts';

/** The user's business row, or a 404 (also for another user's business, so ids reveal nothing). */
export async function requireOwnedBusiness(
  deps: Pick<TDirectoryDeps, 'db'>,
  userId: string,
  id: string,
): Promise<TBusinessRow> {
  const row = await findOwnedBusiness(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return row;
}

export async function getBusiness(deps: TDirectoryDeps, userId: string, id: string): Promise<TBusiness> {
  const row = await requireOwnedBusiness(deps, userId, id);
  return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
}
