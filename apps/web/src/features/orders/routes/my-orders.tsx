import { Package } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { OrderList } from '../components/order-list.tsx';

/** `/orders` (signed in): the user's purchases. */
export default function MyOrdersScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.mine.title'));
  return (
    <div className="space-y-5">
      <PageHeader title={t('orders.mine.title')} subtitle={t('orders.mine.intro')} icon={<Package />} />
      <OrderList
        side="buyer"
        empty={
          <>
            <p>{t('orders.mine.empty_text')}</p>
            <ButtonLink to="/marketplace" size="sm" variant="secondary" className="mt-3">
              {t('orders.cart.browse')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
