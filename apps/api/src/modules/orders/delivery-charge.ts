import type { TAddress } from '@haat/shared';
import type { TSeller } from '../directory/find-sellers.ts';

function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = a?.trim().toLocaleLowerCase();
  return Boolean(left) && left === b?.trim().toLocaleLowerCase();
}

/**
 * The seller's delivery charge to this address (decision 054): the "inside" charge when it is in the
 * seller's own district (Bangladesh) or city (elsewhere, or a business without a district), else the
 * "outside" charge.
 */
export function deliveryChargeFor(
  seller: Pick<TSeller, 'country' | 'district' | 'city' | 'deliveryInside' | 'deliveryOutside'>,
  address: Pick<TAddress, 'country' | 'district' | 'city'>,
): number {
  const sameCountry = seller.country === address.country;
  const inside =
    sameCountry &&
    (seller.district && address.district
      ? seller.district === address.district
      : sameText(seller.city, address.city));
  return inside ? seller.deliveryInside : seller.deliveryOutside;
}

/** The platform's commission on `subtotal` at `basisPoints` (rounded down to the poisha). */
export function commissionOf(subtotal: number, basisPoints: number): number {
  return Math.floor((subtotal * basisPoints) / 10_000);
}
