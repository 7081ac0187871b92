import { compactJsonLd, poishaToTaka, type TJsonLd, type TMarketplaceProductPage } from '@haat/shared';

function absolute(origin: string, url: string | null | undefined): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/$/, '')}${url}`;
}

/**
 * schema.org `Product` with its `Offer` for `/p/:slug` (decision 024's helpers): price in taka
 * (BDT), availability from the stock, condition, the seller (a business, or a person selling their
 * own items), and the buyers' rating and newest reviews (those the page shows) when there are any.
 */
export function productJsonLd(page: TMarketplaceProductPage, options: { origin: string }): TJsonLd {
  const { product, seller, reviews } = page;
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
      reviews.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: reviews.rating.average,
            reviewCount: reviews.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : null,
    review: reviews.items.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author_name },
      datePublished: review.created_at.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      reviewBody: review.body,
    })),
  });
}
