import type { TProduct } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { categoryNames } from './category-names.ts';
import { presentProduct } from './present-product.ts';
import { findOwnedProduct, type TProductRow } from './repository.ts';

/** The seller's product row, or a 404 (also for another user's product). */
export async function requireOwnedProduct(
  deps: Pick<TDirectoryDeps, 'db'>,
  userId: string,
  id: string,
): Promise<TProductRow> {
  const row = await findOwnedProduct(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return row;
}

/** Presents one product with its category name. */
export async function presentOne(deps: TDirectoryDeps, row: TProductRow): Promise<TProduct> {
  return presentProduct(row, {
    appUrl: deps.config.appUrl,
    storage: deps.storage,
    categoryNames: await categoryNames(deps.db, row.businessId),
  });
}

export async function getProduct(deps: TDirectoryDeps, userId: string, id: string): Promise<TProduct> {
  return presentOne(deps, await requireOwnedProduct(deps, userId, id));
}
