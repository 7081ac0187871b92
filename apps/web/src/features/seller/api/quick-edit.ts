import { type TUpdateProduct, ZPriceSchema, ZStockSchema } from '@haat/shared/directory/products';
import { takaToPoisha, toAsciiDigits } from '@haat/shared/money';
import type { TListing } from '@haat/shared/orders/seller-schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from '../../products/api/keys.ts';
import { sellerKeys } from './keys.ts';
import { patchListingPages } from './listing-cache.ts';

export type TQuickEditErrors = Partial<Record<'price' | 'stock', string>>;

/**
 * What the quick edit's boxes hold as the API body: the price typed in taka (Bengali digits, `৳` and
 * grouping commas accepted) as poisha, the stock as a whole number; or the `validation.*` key of each
 * field that is not right, checked with the shared schemas (the server's own rules).
 */
export function quickEditBody(
  priceText: string,
  stockText: string,
): { body: { price: number; stock: number } } | { errors: TQuickEditErrors } {
  const errors: TQuickEditErrors = {};
  const price = priceText.trim() === '' ? undefined : takaToPoisha(priceText);
  const stockDigits = toAsciiDigits(stockText).replace(/[,\s]/g, '');
  const stock = /^\d+$/.test(stockDigits) ? Number(stockDigits) : Number.NaN;
  if (priceText.trim() === '') errors.price = 'validation.required';
  else if (!ZPriceSchema.safeParse(price ?? Number.NaN).success) errors.price = 'validation.price';
  if (!ZStockSchema.safeParse(stock).success) errors.stock = 'validation.stock';
  if (errors.price || errors.stock || price === undefined) return { errors };
  return { body: { price, stock } };
}

type TPages = InfiniteData<{ data: TListing[]; meta: unknown }>;

/**
 * Saves a listing's price and stock (`PATCH /api/my/products/:id`). The lists show the new figures at
 * once; if the server refuses, they go back to what they were and the caller shows its errors.
 */
export function useQuickEdit() {
  const client = useQueryClient();
  const listings = { queryKey: [...sellerKeys.all, 'listings'] };
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateProduct }) =>
      api.patch<TEnvelope<{ id: string; price: number; stock: number }>>(`/api/my/products/${id}`, body),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries(listings);
      const before = client.getQueriesData<TPages>(listings);
      client.setQueriesData<TPages>(listings, (data) =>
        patchListingPages(data, id, body as Partial<TListing>),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSuccess: (answer, { id }) => {
      client.setQueriesData<TPages>(listings, (data) =>
        patchListingPages(data, id, { price: answer.data.price, stock: answer.data.stock }),
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: sellerKeys.all });
      void client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
