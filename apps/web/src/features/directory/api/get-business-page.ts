import type { TBusinessPage } from '@haat/shared/directory/products';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import type { TGetJson } from '../../../lib/server-loader.ts';
import { directoryKeys } from './keys.ts';
import { PRODUCTS_PER_PAGE } from './list-products.ts';
import { REVIEWS_PER_PAGE } from './list-reviews.ts';
import { useViewer } from './viewer.ts';

/**
 * The page answers the first products and reviews too: they start the "Load more" lists, so those
 * lists ask the server only for the following pages.
 */
function seedLists(client: QueryClient, slug: string, viewer: string, page: TBusinessPage): void {
  if (!client.getQueryData(directoryKeys.products(slug)))
    client.setQueryData(directoryKeys.products(slug), {
      pages: [
        { data: page.products, meta: { page: 1, perPage: PRODUCTS_PER_PAGE, total: page.product_total } },
      ],
      pageParams: [1],
    });
  if (!client.getQueryData(directoryKeys.reviews(slug, viewer)))
    client.setQueryData(directoryKeys.reviews(slug, viewer), {
      pages: [
        {
          data: page.reviews,
          meta: {
            page: 1,
            perPage: REVIEWS_PER_PAGE,
            total: page.business.rating.count,
            average: page.business.rating.average,
            count: page.business.rating.count,
          },
        },
      ],
      pageParams: [1],
    });
}

/** The page's query; the server renderer runs it with its own `get` and cache. */
export function businessPageQuery(
  client: QueryClient,
  slug: string,
  viewer: string,
  get: TGetJson = api.get,
) {
  return queryOptions({
    queryKey: directoryKeys.page(slug, viewer),
    queryFn: async ({ signal }) => {
      const answer = await get<TEnvelope<TBusinessPage>>(
        `/api/businesses/${encodeURIComponent(slug)}`,
        signal,
      );
      seedLists(client, slug, viewer, answer.data);
      return answer.data;
    },
  });
}

/** The public page of a business: profile, categories, first products and reviews, viewer's review. */
export function useBusinessPage(slug: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useQuery(businessPageQuery(client, slug, viewer));
}
