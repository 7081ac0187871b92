import type { TProduct } from '@haat/shared';
import type { TStorage } from '../../plugins/storage.ts';
import type { TProductRow } from './repository.ts';

/** The product's public page, `{origin}/p/{slug}` (made like a business's `/b/{slug}`). */
export function productUrl(appUrl: string, slug: string): string {
  return `${appUrl.replace(/\/$/, '')}/p/${encodeURIComponent(slug)}`;
}

/** The product object every endpoint answers with (price in poisha). */
export function presentProduct(
  row: TProductRow,
  options: { appUrl: string; storage: TStorage; categoryNames: Map<string, string> },
): TProduct {
  return {
    id: row.id,
    business_id: row.businessId,
    seller_id: row.sellerId,
    slug: row.slug,
    url: productUrl(options.appUrl, row.slug),
    title: row.title,
    description: row.description,
    price: Number(row.price),
    stock: row.stock,
    marketplace_category: row.marketplaceCategory,
    category_id: row.categoryId,
    category_name: row.categoryId ? (options.categoryNames.get(row.categoryId) ?? null) : null,
    status: row.status,
    condition: row.condition,
    images: row.images.map((image) => ({
      id: image.id,
      url: options.storage.url(image.key),
      thumb_url: options.storage.url(image.thumbKey),
      medium_url: image.mediumKey ? options.storage.url(image.mediumKey) : null,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(row.moderation ? { moderation: { state: row.moderation, reason: row.moderationReason } } : {}),
  };
}
