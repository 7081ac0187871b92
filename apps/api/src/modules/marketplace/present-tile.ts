import type { TMarketplaceSellerCard, TMarketplaceTile } from '@haat/shared';
import type { TStorage } from '../../plugins/storage.ts';
import { businessUrl } from '../directory/present-business.ts';
import type { TMarketProductRow, TMarketTileRow } from '../products/marketplace-repository.ts';
import { productUrl } from '../products/present-product.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A product in a marketplace list, with its seller. */
export function presentTile(
  row: TMarketTileRow,
  options: { appUrl: string; storage: TStorage },
): TMarketplaceTile {
  return {
    id: row.id,
    slug: row.slug,
    url: productUrl(options.appUrl, row.slug),
    title: row.title,
    price: Number(row.price),
    stock: row.stock,
    condition: row.condition,
    marketplace_category: row.marketplaceCategory,
    thumb_url: row.thumbKey ? options.storage.url(row.thumbKey) : null,
    seller: {
      name: row.sellerName,
      slug: row.sellerSlug,
      kind: row.sellerKind,
      district: row.sellerDistrict,
      city: row.sellerCity,
      verified: row.sellerVerified,
      rating_avg: oneDecimal(row.sellerRatingAvg),
      rating_count: row.sellerRatingCount,
    },
  };
}

/** The seller card of a product page. */
export function presentSellerCard(
  seller: TMarketProductRow['seller'],
  options: { appUrl: string; storage: TStorage },
): TMarketplaceSellerCard {
  return {
    name: seller.name,
    slug: seller.slug,
    kind: seller.kind,
    url: seller.kind === 'personal' ? null : businessUrl(options.appUrl, seller.slug),
    logo_thumb_url: seller.logoThumbKey ? options.storage.url(seller.logoThumbKey) : null,
    district: seller.district,
    city: seller.city,
    verified: seller.verified,
    rating_avg: oneDecimal(seller.ratingAvg),
    rating_count: seller.ratingCount,
    delivery_inside: Number(seller.deliveryInside),
    delivery_outside: Number(seller.deliveryOutside),
  };
}
