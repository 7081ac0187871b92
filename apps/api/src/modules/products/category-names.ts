import type { TExecutor } from '../../db/client.ts';
import { findCategory, listCategories } from '../directory/repository.ts';

/** The business's category names by id (the directory area owns categories). */
export async function categoryNames(db: TExecutor, businessId: string): Promise<Map<string, string>> {
  const rows = await listCategories(db, businessId);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** True when the category belongs to the business. */
export async function isCategoryOf(db: TExecutor, businessId: string, categoryId: string): Promise<boolean> {
  return !!(await findCategory(db, businessId, categoryId));
}
