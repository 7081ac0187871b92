import type { TCart } from '@haat/shared/orders/schemas';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { guestCart, mergeBody } from './guest-cart.ts';

type TPost = <T>(path: string, body?: unknown) => Promise<T>;

/**
 * Right after sign-in: adds the guest cart to the signed-in one (`POST /api/cart/merge`) and clears
 * it. Answers the merged cart, or undefined when there was nothing to merge. If the call fails the
 * guest cart stays, and the next sign-in tries again.
 */
export async function mergeGuestCart(
  post: TPost = api.post,
  cart: Pick<typeof guestCart, 'read' | 'clear'> = guestCart,
): Promise<TCart | undefined> {
  const lines = cart.read();
  if (lines.length === 0) return undefined;
  const answer = await post<TEnvelope<TCart>>('/api/cart/merge', mergeBody(lines));
  cart.clear();
  return answer.data;
}

/** The sign-in path's call: never fails the sign-in itself. */
export async function mergeGuestCartAfterSignIn(): Promise<void> {
  try {
    await mergeGuestCart();
  } catch (error) {
    console.warn('Could not add the guest cart to the account:', (error as Error).message);
  }
}
