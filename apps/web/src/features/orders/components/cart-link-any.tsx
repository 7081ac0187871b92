import { type ComponentType, lazy, Suspense, use } from 'react';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useToken } from '../../auth/api/session.ts';
import { useGuestCart } from '../api/guest-cart.ts';
import { CartLink } from './cart-link.tsx';

// The signed-in count needs the query library: fetched only for signed-in users.
const SignedInCartLink = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./cart-link-signed-in.tsx').catch(() => ({ default: () => <CartLink lines={0} /> })),
);

// Its words (the `cart` catalogue) load with this chunk; the slot's placeholder shows meanwhile.
const wordsReady = loadNamespaces(['cart']).catch(() => undefined);

/** The cart link (lazy): a guest's cart from this browser, a signed-in user's from the server. */
export default function CartLinkAny() {
  use(wordsReady);
  const token = useToken();
  const guestLines = useGuestCart().length;
  if (!token) return <CartLink lines={guestLines} />;
  return (
    <Suspense fallback={<CartLink lines={0} />}>
      <SignedInCartLink />
    </Suspense>
  );
}
