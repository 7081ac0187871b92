import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type TAddableProduct, useAddToCart } from '../api/add-to-cart.ts';

/**
 * "Add to cart" for a product page or tile: works signed in (server cart) and signed out (this
 * browser's cart), shows a toast either way. Disabled when the product is sold out. Its accessible
 * name includes the title, so a grid of them reads apart.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  size = 'sm',
  className,
}: {
  product: TAddableProduct;
  quantity?: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  const { add, isPending } = useAddToCart();
  const soldOut = product.stock !== undefined && product.stock < 1;
  return (
    <Button
      size={size}
      variant="secondary"
      className={className}
      disabled={soldOut}
      loading={isPending}
      aria-label={t('cart.add_named', { title: product.title })}
      data-testid="add-to-cart"
      onClick={() => add(product, quantity)}
    >
      <ShoppingCart aria-hidden className="size-4" />
      {t('cart.add')}
    </Button>
  );
}

export default AddToCartButton;
