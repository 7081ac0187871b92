import { type ComponentType, lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// The cart link (the guest cart's store, the icon, its words in the `cart` catalogue, and for
// signed-in users the query library) is
// fetched after start-up, like the bell, so the home route's budget is untouched; a placeholder
// of the same size keeps the header from shifting. Offline with no chunk: no cart link.
const CartLinkAny = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./cart-link-any.tsx').catch(() => ({ default: () => null })),
);

const placeholder = <span aria-hidden className="block size-11" />;

/** The header's place for the cart link (guests and signed-in users). */
export function CartLinkSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CartLinkAny />
    </Suspense>
  );
}
