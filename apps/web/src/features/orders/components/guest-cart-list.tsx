import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { guestCart, useGuestCart } from '../api/guest-cart.ts';
import { CartLineRow, type TCartRow } from './cart-line-row.tsx';
import { CartSummary } from './cart-summary.tsx';

/**
 * A signed-out visitor's cart, kept in this browser: the lines as they were when added, and a call
 * to sign in (or register) to check out, after which the lines join the account's cart.
 */
export function GuestCartList() {
  const { t } = useTranslation();
  const lines = useGuestCart();
  if (lines.length === 0)
    return (
      <EmptyState icon={<ShoppingCart className="size-8" />} title={t('orders.cart.empty')}>
        <p>{t('orders.cart.empty_text')}</p>
        <ButtonLink to="/marketplace" variant="secondary" size="sm" className="mt-3">
          {t('orders.cart.browse')}
        </ButtonLink>
      </EmptyState>
    );
  const rows = lines.map(
    (line): TCartRow => ({
      productId: line.product_id,
      title: line.snapshot?.title ?? t('orders.cart.unknown_product'),
      slug: line.snapshot?.slug,
      imageUrl: line.snapshot?.image_url,
      seller: line.snapshot?.business_name,
      price: line.snapshot?.price ?? 0,
      quantity: line.quantity,
      max: line.snapshot?.stock ?? 99,
    }),
  );
  const subtotal = rows.reduce((sum, row) => sum + row.price * row.quantity, 0);
  return (
    <div className="space-y-4">
      <Card aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="sr-only">
          {t('orders.cart.lines')}
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <CartLineRow
              key={row.productId}
              row={row}
              onQuantity={(quantity) => guestCart.set(row.productId, quantity)}
              onRemove={() => guestCart.set(row.productId, 0)}
            />
          ))}
        </ul>
      </Card>
      <CartSummary subtotal={subtotal} note={t('orders.cart.guest_note')}>
        <ButtonLink
          to="/login?redirect=%2Fcart"
          className="w-full sm:w-auto"
          data-testid="sign-in-to-checkout"
        >
          {t('orders.cart.sign_in')}
        </ButtonLink>
        <ButtonLink to="/register" variant="secondary" className="w-full sm:w-auto">
          {t('orders.cart.register')}
        </ButtonLink>
      </CartSummary>
    </div>
  );
}
