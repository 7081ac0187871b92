import type { TOrderDetail } from '@haat/shared/orders/schemas';
import { BD_DIVISIONS, findDistrict } from '@haat/shared/places/bd-places';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';
import { formatOnce } from '../../../lib/render-scope.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/** A country's name in the reader's language (kept here: sharing the directory's helper would split it into one more chunk). */
function countryName(country: string, lang: TLanguageCode): string {
  return formatOnce(`country|${lang}|${country}`, () => {
    try {
      return new Intl.DisplayNames([languageInfo(lang).tag], { type: 'region' }).of(country) ?? country;
    } catch {
      return country;
    }
  });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Where it goes, how it is paid, and the notes and reasons on the order. */
export function OrderFacts({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { address } = order;
  const district = address.district ? findDistrict(address.district)?.names[lang] : undefined;
  const division = address.division
    ? BD_DIVISIONS.find((row) => row.code === address.division)?.names[lang]
    : undefined;
  const place = [address.city, district, division, countryName(address.country, lang)]
    .filter(Boolean)
    .join(', ');
  return (
    <Card aria-labelledby="facts-title">
      <h2 id="facts-title" className="mb-3 text-lg font-semibold">
        {t('orders.detail.delivery')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('orders.detail.ship_to')}>
          <span className="block" dir="auto">
            {address.name}
          </span>
          <span className="block" dir="ltr">
            {address.phone}
          </span>
          <span className="block" dir="auto">
            {address.line}
          </span>
          <span className="block" dir="auto">
            {place}
          </span>
        </Fact>
        <Fact label={t('orders.detail.payment')}>
          <span data-testid="order-payment">{t(`orders.payment.${order.payment_method}`)}</span>
        </Fact>
        {order.auto_complete_at ? (
          <Fact label={t('orders.detail.auto_complete')}>{formatDateTime(order.auto_complete_at, lang)}</Fact>
        ) : null}
        {order.buyer_note ? (
          <Fact label={t('orders.detail.buyer_note')}>
            <span dir="auto">{order.buyer_note}</span>
          </Fact>
        ) : null}
        {order.tracking_note ? (
          <Fact label={t('orders.detail.tracking')}>
            <span dir="auto">{order.tracking_note}</span>
          </Fact>
        ) : null}
        {order.cancel_reason ? (
          <Fact label={t('orders.detail.cancel_reason')}>
            <span dir="auto">{order.cancel_reason}</span>
          </Fact>
        ) : null}
        {order.refund_reason ? (
          <Fact label={t('orders.detail.refund_reason')}>
            <span dir="auto">{order.refund_reason}</span>
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}
