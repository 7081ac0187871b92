import type { TProduct } from '@haat/shared/directory/products';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { directoryKeys } from './keys.ts';

/** As many as the business page answers with its first products, so they can start the list. */
export const PRODUCTS_PER_PAGE = 24;

/** A business's active products (all, or one of its categories), newest first, a page at a time. */
export function useBusinessProducts(slug: string, categoryId?: string) {
  const category = categoryId ? `&category_id=${categoryId}` : '';
  return usePagedList<TProduct>(
    directoryKeys.products(slug, categoryId),
    (page) =>
      `/api/businesses/${encodeURIComponent(slug)}/products?page=${page}&per_page=${PRODUCTS_PER_PAGE}${category}`,
  );
}
