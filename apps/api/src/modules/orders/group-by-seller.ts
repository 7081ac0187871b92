import type { TAddress, TCartLine } from '@haat/shared';
import type { TSeller } from '../directory/find-sellers.ts';
import { deliveryChargeFor } from './delivery-charge.ts';

export interface TSellerGroup {
  seller: TSeller;
  lines: TCartLine[];
  subtotal: number;
  deliveryCharge: number;
  total: number;
}

/** The available cart lines as one group per selling business, in the order they first appear. */
export function groupBySeller(
  lines: TCartLine[],
  sellers: Map<string, TSeller>,
  address: Pick<TAddress, 'country' | 'district' | 'city'>,
): TSellerGroup[] {
  const groups = new Map<string, TSellerGroup>();
  for (const line of lines) {
    const seller = sellers.get(line.business.id);
    if (!line.available || !seller) continue;
    const group = groups.get(seller.id) ?? {
      seller,
      lines: [],
      subtotal: 0,
      deliveryCharge: deliveryChargeFor(seller, address),
      total: 0,
    };
    group.lines.push(line);
    group.subtotal += line.price * line.quantity;
    group.total = group.subtotal + group.deliveryCharge;
    groups.set(seller.id, group);
  }
  return [...groups.values()];
}
