import type { TCartLine } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import type { TStorage } from '../../plugins/storage.ts';
import { findSellers, type TSeller } from '../directory/find-sellers.ts';
import { findProductsForSale, type TProductForSale } from '../products/stock.ts';

/**
 * Whether `buyerId` can buy this product now: on sale at a price above zero, its business still
 * there and not theirs, and in stock.
 */
export function canBuy(
  product: TProductForSale,
  buyerId: string,
  sellerOwnerId: string | undefined,
): boolean {
  return (
    product.status === 'active' &&
    product.price > 0 &&
    sellerOwnerId !== undefined &&
    sellerOwnerId !== buyerId &&
    product.sellerId !== buyerId &&
    product.stock > 0
  );
}

/**
 * Cart lines at today's prices and stock, in the order given; lines whose product no longer exists
 * are left out. `products` is answered too, for callers that go on to check out.
 */
export async function buildCartLines(
  db: TExecutor,
  storage: TStorage,
  buyerId: string,
  rows: { productId: string; quantity: number }[],
): Promise<{ lines: TCartLine[]; products: Map<string, TProductForSale>; sellers: Map<string, TSeller> }> {
  const found = await findProductsForSale(
    db,
    rows.map((row) => row.productId),
  );
  const products = new Map(found.map((product) => [product.id, product]));
  const sellers = await findSellers(
    db,
    found.map((product) => product.businessId),
  );
  const lines: TCartLine[] = [];
  for (const row of rows) {
    const product = products.get(row.productId);
    if (!product) continue;
    const seller = sellers.get(product.businessId);
    const image = product.images[0];
    lines.push({
      product_id: product.id,
      slug: product.slug,
      title: product.title,
      price: product.price,
      quantity: row.quantity,
      stock: product.stock,
      available: !seller?.suspended && canBuy(product, buyerId, seller?.ownerId),
      image_url: image ? storage.url(image.thumbKey) : null,
      business: { id: product.businessId, name: seller?.name ?? '', slug: seller?.slug ?? '' },
    });
  }
  return { lines, products, sellers };
}

/** The sum of the available lines. */
export function subtotalOf(lines: TCartLine[]): number {
  return lines.reduce((sum, line) => (line.available ? sum + line.price * line.quantity : sum), 0);
}
