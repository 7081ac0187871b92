import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../app/query-client.ts';
import { useCart } from '../api/get-cart.ts';
import { CartLink } from './cart-link.tsx';

/** The cart link of a signed-in user (lazy): the server cart's line count, from the app's cache. */
export default function SignedInCartLink() {
  return (
    <QueryClientProvider client={queryClient}>
      <Count />
    </QueryClientProvider>
  );
}

function Count() {
  const cart = useCart();
  return <CartLink lines={cart.data?.items.length ?? 0} />;
}
