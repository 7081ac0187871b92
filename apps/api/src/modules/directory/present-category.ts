import type { TBusinessCategory } from '@haat/shared';
import type { TBusinessCategoryRow } from './repository.ts';

export function presentCategory(row: TBusinessCategoryRow, productCount = 0): TBusinessCategory {
  return {
    id: row.id,
    business_id: row.businessId,
    name: row.name,
    position: row.position,
    product_count: productCount,
    created_at: row.createdAt.toISOString(),
  };
}
