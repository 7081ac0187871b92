import type { TFeaturePrice, TFeatureResult, TListing } from '@haat/shared/orders/seller-schemas';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { walletKeys } from '../../wallet/api/keys.ts';
import { moneyPost } from '../../wallet/api/money-post.ts';
import { sellerKeys } from './keys.ts';
import { patchListingPages } from './listing-cache.ts';

/** What featuring costs per day now (poisha), as the server will charge it. */
export function useFeaturePrice(enabled = true) {
  return useQuery({
    queryKey: sellerKeys.featurePrice,
    enabled,
    staleTime: 30_000,
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TFeaturePrice>>('/api/marketplace/feature-price', signal)
        .then((answer) => answer.data.price_per_day),
  });
}

/**
 * Pays from the wallet to feature a product for `days` (`POST /api/my/products/:id/feature`) with the
 * attempt's `Idempotency-Key`: a retry with the same key pays once. The listing shows its new end
 * at once; the wallet and the lists are read again.
 */
export function useFeatureProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days, key }: { id: string; days: number; key: string }) =>
      moneyPost<TFeatureResult>(`/api/my/products/${id}/feature`, { days }, key).then(
        (answer) => answer.data,
      ),
    onSuccess: (result) => {
      client.setQueriesData<InfiniteData<{ data: TListing[]; meta: unknown }>>(
        { queryKey: [...sellerKeys.all, 'listings'] },
        (data) => patchListingPages(data, result.product_id, { featured_until: result.featured_until }),
      );
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: sellerKeys.all });
    },
  });
}
