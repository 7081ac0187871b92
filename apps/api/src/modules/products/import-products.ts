import {
  CSV_MAX_ROWS,
  issuesToFieldErrors,
  type TImportResult,
  type TIssueLike,
  type TLanguageCode,
  ZProductCsvRowSchema,
} from '@haat/shared';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';
import { unprotectCell } from '../../lib/csv-cells.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { requireOwnedBusiness } from '../directory/get-business.ts';
import { findCategoriesByName, insertCategory } from '../directory/repository.ts';
import { insertProducts, type TNewProduct } from './repository.ts';

/** At most this many rows with errors are reported (the count says how many there were). */
const REPORTED_ROWS = 100;

function readCsv(data: Buffer): Record<string, string>[] {
  try {
    return parse(data, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 20_000,
    }) as Record<string, string>[];
  } catch {
    throw AppError.fields({ file: 'validation.csv_invalid' });
  }
}

/**
 * Imports products from CSV into the user's business, all or nothing: every row is checked first;
 * one bad row rejects the file (422, errors keyed `rows.<row>.<column>`, the header being row 1) and
 * nothing changes. Otherwise every row is inserted in one transaction, with any category the file
 * names that the business lacks. `dryRun` checks and reports only.
 */
export async function importProducts(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  data: Buffer,
  options: { dryRun: boolean; lang: TLanguageCode },
): Promise<TImportResult> {
  await requireOwnedBusiness(deps, userId, businessId, 'seller');
  const records = readCsv(data);
  const header = records[0] ? Object.keys(records[0]) : [];
  if (records.length && (!header.includes('title') || !header.includes('price')))
    throw AppError.fields({ file: 'validation.csv_columns' });
  if (!records.length || records.length > CSV_MAX_ROWS)
    throw AppError.fields({ file: 'validation.csv_rows' });

  const issues: TIssueLike[] = [];
  const badRows = new Set<number>();
  const valid: { line: number; row: ReturnType<typeof ZProductCsvRowSchema.parse> }[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const cells = Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, unprotectCell(value ?? '')]),
    );
    const parsed = ZProductCsvRowSchema.safeParse(cells);
    if (parsed.success) {
      valid.push({ line, row: parsed.data });
      return;
    }
    badRows.add(line);
    if (badRows.size > REPORTED_ROWS) return;
    for (const issue of parsed.error.issues)
      issues.push({ path: ['rows', String(line), ...issue.path.map(String)], message: issue.message });
  });
  if (badRows.size) {
    throw new AppError('VALIDATION_FAILED', 'api.import_rejected', {
      values: { count: badRows.size },
      errors: issuesToFieldErrors(issues, options.lang),
    });
  }

  const named = [
    ...new Map(
      valid.flatMap(({ row }) => (row.category ? [[row.category.toLowerCase(), row.category]] : [])),
    ).values(),
  ];
  return deps.db.transaction(async (tx) => {
    const existing = await findCategoriesByName(tx, businessId, named);
    const ids = new Map(existing.map((category) => [category.name.toLowerCase(), category.id]));
    const created: string[] = [];
    for (const name of named) {
      if (ids.has(name.toLowerCase())) continue;
      created.push(name);
      if (!options.dryRun) ids.set(name.toLowerCase(), (await insertCategory(tx, businessId, name)).id);
    }
    if (options.dryRun)
      return { rows: valid.length, imported: 0, created_categories: created, dry_run: true };
    // One millisecond apart, so lists and exports keep the file's order.
    const start = Date.now();
    const values: TNewProduct[] = valid.map(({ row }, index) => ({
      createdAt: new Date(start + index),
      sellerId: userId,
      businessId,
      title: row.title,
      description: row.description ?? null,
      price: row.price,
      stock: row.stock,
      marketplaceCategory: row.marketplace_category,
      categoryId: row.category ? (ids.get(row.category.toLowerCase()) ?? null) : null,
      status: row.status,
      condition: row.condition,
    }));
    const imported = await insertProducts(tx, values);
    return { rows: valid.length, imported, created_categories: created, dry_run: false };
  });
}
