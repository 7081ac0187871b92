import { type ComponentType, lazy, Suspense } from 'react';
import { useToken } from '../../auth/api/session.ts';
import { useGuestCart } from '../api/guest-cart.ts';
import { CartLink } from './cart-link.tsx';

// The signed-in count needs the query library: fetched after start-up, like the bell.
const SignedInCartLink = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./cart-link-signed-in.tsx').catch(() => ({ default: () => <CartLink lines={0} /> })),
);

/** The header's cart link: a guest's cart from this browser, a signed-in user's from the server. */
export function CartLinkSlot() {
  const token = useToken();
  const guestLines = useGuestCart().length;
  if (!token) return <CartLink lines={guestLines} />;
  return (
    <Suspense fallback={<CartLink lines={0} />}>
      <SignedInCartLink />
    </Suspense>
  );
}
