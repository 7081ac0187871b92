import { ShoppingCart } from 'lucide-react';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useToken } from '../../auth/api/session.ts';
import { GuestCartList } from '../components/guest-cart-list.tsx';
import { ServerCart } from '../components/server-cart.tsx';

/** `/cart` (public): the signed-in cart from the server, or a guest's cart from this browser. */
export default function CartScreen() {
  const { t } = useTranslation();
  const token = useToken();
  useDocumentTitle(t('orders.cart.title'));
  return (
    <div className="space-y-5">
      <PageHeader title={t('orders.cart.title')} subtitle={t('orders.cart.intro')} icon={<ShoppingCart />} />
      {token ? <ServerCart /> : <GuestCartList />}
    </div>
  );
}
