import { CART_ITEMS_MAX, CART_QUANTITY_MAX, type TCart } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { findSellers } from '../directory/find-sellers.ts';
import { findProductsForSale } from '../products/stock.ts';
import { getCart } from './get-cart.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { countCartItems, deleteCartItems, setCartQuantity } from './repository.ts';

/**
 * Sets how many of a product the cart holds (0 removes it). Refused, changing nothing: a product
 * not on sale, the user's own listing, more than the stock, a 51st line.
 */
export async function setCartItem(
  deps: TOrdersDeps,
  userId: string,
  productId: string,
  quantity: number,
): Promise<TCart> {
  if (quantity === 0) {
    await deleteCartItems(deps.db, userId, [productId]);
    return getCart(deps, userId);
  }
  const [product] = await findProductsForSale(deps.db, [productId]);
  if (product?.status !== 'active' || product.price <= 0)
    throw new AppError('NOT_FOUND', 'api.product_unavailable');
  if (product.sellerId === userId) throw new AppError('FORBIDDEN', 'api.own_listing');
  const sellers = await findSellers(deps.db, [product.businessId]);
  const seller = sellers.get(product.businessId);
  if (!seller) throw new AppError('NOT_FOUND', 'api.product_unavailable');
  if (seller.suspended)
    throw new AppError('CONFLICT', 'api.seller_suspended', { values: { name: seller.name } });
  if (quantity > product.stock)
    throw new AppError('OUT_OF_STOCK', 'api.out_of_stock', {
      values: { title: product.title, stock: product.stock },
      errors: { quantity: ['api.out_of_stock'] },
    });
  const lines = await countCartItems(deps.db, userId);
  if (lines >= CART_ITEMS_MAX) {
    const current = await getCart(deps, userId);
    if (!current.items.some((line) => line.product_id === productId))
      throw AppError.fields({ quantity: 'validation.cart_full' });
  }
  await setCartQuantity(deps.db, userId, productId, Math.min(quantity, CART_QUANTITY_MAX));
  return getCart(deps, userId);
}

/**
 * A guest's cart joins the signed-in one after sign-in: quantities add up, each capped at the
 * stock and at 99; products not on sale, the user's own and lines over the 50-line limit are left
 * out (the answer is the cart as it now is).
 */
export async function mergeCart(
  deps: TOrdersDeps,
  userId: string,
  items: { product_id: string; quantity: number }[],
): Promise<TCart> {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity);
  const products = await findProductsForSale(deps.db, [...wanted.keys()]);
  const sellers = await findSellers(
    deps.db,
    products.map((product) => product.businessId),
  );
  const current = await getCart(deps, userId);
  const have = new Map(current.items.map((line) => [line.product_id, line.quantity]));
  let room = CART_ITEMS_MAX - current.items.length;
  for (const product of products) {
    const buyable =
      product.status === 'active' &&
      product.price > 0 &&
      product.sellerId !== userId &&
      product.stock > 0 &&
      !sellers.get(product.businessId)?.suspended &&
      sellers.get(product.businessId)?.ownerId !== undefined &&
      sellers.get(product.businessId)?.ownerId !== userId;
    if (!buyable) continue;
    const before = have.get(product.id);
    if (before === undefined) {
      if (room <= 0) continue;
      room -= 1;
    }
    const quantity = Math.min(
      (before ?? 0) + (wanted.get(product.id) ?? 1),
      product.stock,
      CART_QUANTITY_MAX,
    );
    await setCartQuantity(deps.db, userId, product.id, quantity);
  }
  return getCart(deps, userId);
}
