import type { TCheckout, TCheckoutPreview } from '@haat/shared';
import { findSellers } from '../directory/find-sellers.ts';
import { balanceOf } from '../ledger/post-transaction.ts';
import { buildCartLines } from './cart-lines.ts';
import { groupBySeller } from './group-by-seller.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { listCartItems } from './repository.ts';

/** What checking out the cart to this address would make: one order per seller, with delivery. */
export async function previewCheckout(
  deps: TOrdersDeps,
  userId: string,
  input: Pick<TCheckout, 'address'>,
): Promise<TCheckoutPreview> {
  const rows = await listCartItems(deps.db, userId);
  const { lines } = await buildCartLines(deps.db, deps.storage, userId, rows);
  const sellers = await findSellers(
    deps.db,
    lines.map((line) => line.business.id),
  );
  const groups = groupBySeller(lines, sellers, input.address);
  const wallet = await balanceOf(deps.db, { type: 'wallet', userId });
  return {
    groups: groups.map((group) => ({
      business: { id: group.seller.id, name: group.seller.name, slug: group.seller.slug },
      items: group.lines,
      subtotal: group.subtotal,
      delivery_charge: group.deliveryCharge,
      total: group.total,
    })),
    subtotal: groups.reduce((sum, group) => sum + group.subtotal, 0),
    delivery_charge: groups.reduce((sum, group) => sum + group.deliveryCharge, 0),
    total: groups.reduce((sum, group) => sum + group.total, 0),
    wallet_balance: Number(wallet),
  };
}
