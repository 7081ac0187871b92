import { compactJsonLd, poishaToTaka, type TJsonLd, type TMarketplaceProductPage } from '@haat/shared';

function absolute(origin: string, url: string | null | undefined): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/$/, '')}${url}`;
}

/**
 * schema.org `Product` with its `Offer` for `/p/:slug` (decision 024's helpers): price in taka
 * (BDT), availability from the stock, condition, the seller (a business, or a person selling their own items), and the buyers' rating when
 * there is one.
 */
export function productJsonLd(
  page: TMarketplaceProductPage,
  options: { origin: string; rating: { count: number; sum: number } },
): TJsonLd {
  const { product, seller } = page;
  const url = absolute(options.origin, product.url) ?? undefined;
  return compactJsonLd({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.title,
    description: product.description,
    sku: product.id,
    url,
    image: product.images.map((image) => absolute(options.origin, image.url)),
    category: product.marketplace_category,
    offers: {
      '@type': 'Offer',
      url,
      price: poishaToTaka(product.price),
      priceCurrency: 'BDT',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition:
        product.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      seller: {
        '@type': seller.kind === 'personal' ? 'Person' : 'Organization',
        name: seller.name,
        url: absolute(options.origin, seller.url),
      },
    },
    aggregateRating:
      options.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round((options.rating.sum / options.rating.count) * 10) / 10,
            reviewCount: options.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : null,
  });
}
