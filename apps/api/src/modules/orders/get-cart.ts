import type { TCart } from '@haat/shared';
import { buildCartLines, subtotalOf } from './cart-lines.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { listCartItems } from './repository.ts';

/** The signed-in user's cart at today's prices and stock. */
export async function getCart(deps: TOrdersDeps, userId: string): Promise<TCart> {
  const rows = await listCartItems(deps.db, userId);
  const { lines } = await buildCartLines(deps.db, deps.storage, userId, rows);
  return {
    items: lines,
    subtotal: subtotalOf(lines),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
