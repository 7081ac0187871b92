import type { TCheckoutPreview } from '@haat/shared/orders/schemas';
import { Store } from 'lucide-react';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-3 font-semibold' : 'flex justify-between gap-3'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What placing the order makes: one order per seller, each with its items, delivery charge and
 * total, then the totals. Faded while a changed address is being priced.
 */
export function CheckoutSummary({ preview, updating }: { preview: TCheckoutPreview; updating: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = (poisha: number) => formatMoney(poisha, lang);
  return (
    <div
      className={updating ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}
      aria-busy={updating || undefined}
      data-testid="checkout-summary"
    >
      {preview.groups.length > 1 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('orders.checkout.split', { sellers: preview.groups.length })}
        </p>
      ) : null}
      {preview.groups.map((group) => (
        <section
          key={group.business.id}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          data-testid="seller-group"
        >
          <h3 className="mb-2 flex items-center gap-2 font-semibold">
            <Store aria-hidden className="size-4 text-emerald-700 dark:text-emerald-400" />
            <span dir="auto">{group.business.name}</span>
          </h3>
          <ul className="mb-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {group.items.map((item) => (
              <li key={item.product_id} className="flex justify-between gap-3">
                <span className="min-w-0 break-words" dir="auto">
                  {t('orders.checkout.item_times', { title: item.title, quantity: item.quantity })}
                </span>
                <span className="tabular-nums">{money(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="space-y-1 border-t border-slate-200 pt-2 text-sm dark:border-slate-700">
            <Row label={t('orders.totals.subtotal')} value={money(group.subtotal)} />
            <Row label={t('orders.totals.delivery')} value={money(group.delivery_charge)} />
            <Row label={t('orders.totals.total')} value={money(group.total)} strong />
          </dl>
        </section>
      ))}
      <dl className="space-y-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
        <Row label={t('orders.totals.subtotal')} value={money(preview.subtotal)} />
        <Row label={t('orders.totals.delivery')} value={money(preview.delivery_charge)} />
        <div className="flex justify-between gap-3 text-lg font-bold" data-testid="checkout-total">
          <dt>{t('orders.totals.grand_total')}</dt>
          <dd className="tabular-nums">{money(preview.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
