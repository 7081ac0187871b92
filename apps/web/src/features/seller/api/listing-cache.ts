import type { TListing } from '@haat/shared/orders/seller-schemas';
import type { InfiniteData } from '@tanstack/react-query';

type TListingPage = { data: TListing[]; meta: unknown };

/** The loaded pages of a listings query with one listing changed (the same object when it is not there). */
export function patchListingPages(
  data: InfiniteData<TListingPage> | undefined,
  id: string,
  patch: Partial<TListing>,
): InfiniteData<TListingPage> | undefined {
  if (!data?.pages.some((page) => page.data.some((row) => row.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((row) => (row.id === id ? { ...row, ...patch } : row)),
    })),
  };
}
