import type { TProduct } from '@haat/shared';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { categoryNames } from './category-names.ts';
import { presentProduct } from './present-product.ts';
import { countProducts, listProducts, type TProductFilter } from './repository.ts';

/** The active products of a business for its public page, newest first. */
export async function listPublicProducts(
  deps: TDirectoryDeps,
  businessId: string,
  query: { page: number; per_page: number; category_id?: string },
): Promise<{ data: TProduct[]; meta: { page: number; perPage: number; total: number } }> {
  const filter: TProductFilter = {
    businessId,
    status: 'active',
    visible: true,
    categoryId: query.category_id,
  };
  const [rows, total, names] = await Promise.all([
    listProducts(deps.db, filter, {
      sort: 'newest',
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countProducts(deps.db, filter),
    categoryNames(deps.db, businessId),
  ]);
  return {
    data: rows.map((row) =>
      presentProduct(row, { appUrl: deps.config.appUrl, storage: deps.storage, categoryNames: names }),
    ),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
