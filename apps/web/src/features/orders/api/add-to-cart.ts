import { CART_QUANTITY_MAX } from '@haat/shared/orders/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useToken } from '../../auth/api/session.ts';
import { cartQuery } from './get-cart.ts';
import { guestCart, type TGuestSnapshot } from './guest-cart.ts';
import { ordersKeys } from './keys.ts';
import { setCartItem } from './set-cart-item.ts';

/** What adding a product needs: its id, and what a guest's cart shows until sign-in. */
export interface TAddableProduct extends TGuestSnapshot {
  id: string;
}

/**
 * Adds a product to the cart and says so in a toast: for a signed-in user the server cart
 * (`PUT /api/cart/items/:id` with the quantity already there plus `quantity`), for a guest the cart
 * kept in this browser, which joins the account's cart at sign-in. Refusals (sold out, one's own
 * listing…) come back as the server words them.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ product, quantity }: { product: TAddableProduct; quantity: number }) => {
      if (!token) {
        guestCart.add(product.id, quantity, {
          title: product.title,
          price: product.price,
          slug: product.slug ?? null,
          image_url: product.image_url ?? null,
          business_name: product.business_name ?? null,
          stock: product.stock,
        });
        return;
      }
      const cart = await client.fetchQuery({ ...cartQuery(), staleTime: 10_000 });
      const have = cart.items.find((line) => line.product_id === product.id)?.quantity ?? 0;
      const next = Math.min(have + quantity, CART_QUANTITY_MAX);
      client.setQueryData(ordersKeys.cart, await setCartItem({ productId: product.id, quantity: next }));
    },
    onSuccess: () =>
      showToast({
        tone: 'success',
        message: token ? t('cart.added') : t('cart.added_guest'),
        action: { label: t('cart.view'), to: '/cart' },
      }),
    onError: (error) =>
      showToast({
        tone: 'error',
        message: error instanceof ApiError && error.status !== 0 ? error.message : t('cart.failed'),
      }),
  });
  return {
    /** Adds `quantity` (default 1) of `product`. */
    add: (product: TAddableProduct, quantity = 1) => mutation.mutate({ product, quantity }),
    isPending: mutation.isPending,
  };
}
