import { PRODUCT_CSV_COLUMNS, poishaToTaka } from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import { protectCell } from '../../lib/csv-cells.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { requireOwnedBusiness } from '../directory/get-business.ts';
import type { TBusinessRow } from '../directory/repository.ts';
import { categoryNames } from './category-names.ts';
import { listAllProductsOfBusiness } from './repository.ts';

/** All products of the user's business as CSV (the import's format; UTF-8 with BOM for spreadsheets). */
export async function exportProducts(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
): Promise<{ business: TBusinessRow; csv: string }> {
  const business = await requireOwnedBusiness(deps, userId, businessId, 'seller');
  const [rows, names] = await Promise.all([
    listAllProductsOfBusiness(deps.db, businessId),
    categoryNames(deps.db, businessId),
  ]);
  const records = rows.map((row) =>
    [
      row.title,
      row.description ?? '',
      poishaToTaka(Number(row.price)),
      String(row.stock),
      row.marketplaceCategory,
      row.categoryId ? (names.get(row.categoryId) ?? '') : '',
      row.status,
      row.condition,
    ].map(protectCell),
  );
  const csv = stringify([[...PRODUCT_CSV_COLUMNS], ...records], { record_delimiter: '\r\n', bom: true });
  return { business, csv };
}
