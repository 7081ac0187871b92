import type { TCartLine } from '@haat/shared/orders/schemas';
import { ShoppingCart } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCart } from '../api/get-cart.ts';
import { useSetCartItem } from '../api/set-cart-item.ts';
import { CartLineRow, type TCartRow } from './cart-line-row.tsx';
import { CartSummary } from './cart-summary.tsx';

/** Why a server cart line cannot be bought as it is (undefined when it can). */
export function useLineProblem() {
  const { t } = useTranslation();
  return (line: TCartLine): string | undefined => {
    if (!line.available) return t('orders.cart.unavailable');
    if (line.stock < 1) return t('orders.cart.sold_out');
    if (line.quantity > line.stock) return t('orders.cart.only_left', { stock: line.stock });
    return undefined;
  };
}

export function CartLoading() {
  return (
    <Card>
      <div role="status" aria-label={useTranslation().t('orders.cart.loading')} className="space-y-4">
        {[0, 1].map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="size-16" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}

/** The signed-in cart: lines at today's prices, quantity changes saved at once, and "Checkout". */
export function ServerCart() {
  const { t } = useTranslation();
  const cart = useCart();
  const change = useSetCartItem();
  const problemOf = useLineProblem();

  if (cart.isPending) return <CartLoading />;
  if (cart.isError)
    return (
      <Alert tone="error">
        <p>{t('orders.cart.failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => cart.refetch()}>
          {t('orders.retry')}
        </Button>
      </Alert>
    );
  const lines = cart.data.items;
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
      title: line.title,
      slug: line.slug,
      imageUrl: line.image_url,
      seller: line.business.name,
      price: line.price,
      quantity: line.quantity,
      max: line.stock,
      problem: problemOf(line),
    }),
  );
  const blocked = rows.some((row) => row.problem);
  const failure =
    change.error instanceof ApiError
      ? change.error.message
      : change.error
        ? t('orders.cart.save_failed')
        : undefined;
  return (
    <div className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Card aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="sr-only">
          {t('orders.cart.lines')}
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <CartLineRow
              key={row.productId}
              row={row}
              busy={change.isPending && change.variables?.productId === row.productId}
              onQuantity={(quantity) => change.mutate({ productId: row.productId, quantity })}
              onRemove={() => change.mutate({ productId: row.productId, quantity: 0 })}
            />
          ))}
        </ul>
      </Card>
      <CartSummary subtotal={cart.data.subtotal} note={blocked ? t('orders.cart.fix_lines') : undefined}>
        {blocked ? (
          <Button disabled className="w-full sm:w-auto">
            {t('orders.cart.checkout')}
          </Button>
        ) : (
          <ButtonLink to="/checkout" className="w-full sm:w-auto" data-testid="go-checkout">
            {t('orders.cart.checkout')}
          </ButtonLink>
        )}
      </CartSummary>
    </div>
  );
}
