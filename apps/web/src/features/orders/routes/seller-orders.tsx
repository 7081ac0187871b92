import { Store } from 'lucide-react';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { ExportLink } from '../components/export-link.tsx';
import { OrderList } from '../components/order-list.tsx';

/** `/business/orders` (signed in): orders for the user's businesses, with filters and CSV export. */
export default function SellerOrdersScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.seller.title'));
  return (
    <div className="space-y-5">
      <PageHeader title={t('orders.seller.title')} subtitle={t('orders.seller.intro')} icon={<Store />} />
      <OrderList
        side="seller"
        empty={<p>{t('orders.seller.empty_text')}</p>}
        tools={(query) => <ExportLink query={query} />}
      />
    </div>
  );
}
