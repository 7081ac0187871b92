import type { TProductList, ZListProductsQuerySchema } from '@haat/shared';
import type { z } from 'zod';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { requireOwnedBusiness } from '../directory/get-business.ts';
import { toSearchTerms } from '../directory/search-words.ts';
import { categoryNames } from './category-names.ts';
import { presentProduct } from './present-product.ts';
import {
  countProducts,
  countProductsByStatus,
  listProducts as listProductRows,
  type TProductFilter,
} from './repository.ts';

type TListQuery = z.output<typeof ZListProductsQuerySchema>;

/** The owner's products of one business: filters, words, sort, page, and counts per status. */
export async function listProducts(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  query: TListQuery,
): Promise<TProductList> {
  await requireOwnedBusiness(deps, userId, businessId, 'seller');
  const filter: TProductFilter = {
    businessId,
    status: query.status,
    marketplaceCategory: query.marketplace_category,
    categoryId: query.category_id === 'none' ? null : query.category_id,
    words: toSearchTerms(query.q),
  };
  const [rows, total, byStatus, names] = await Promise.all([
    listProductRows(deps.db, filter, {
      sort: query.sort,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countProducts(deps.db, filter),
    countProductsByStatus(deps.db, businessId),
    categoryNames(deps.db, businessId),
  ]);
  return {
    success: true,
    data: rows.map((row) =>
      presentProduct(row, { appUrl: deps.config.appUrl, storage: deps.storage, categoryNames: names }),
    ),
    meta: {
      page: query.page,
      perPage: query.per_page,
      total,
      status_counts: { all: byStatus.draft + byStatus.active + byStatus.archived, ...byStatus },
    },
  };
}
