import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/** The cart's subtotal with what comes next (a checkout button or a sign-in call). */
export function CartSummary({
  subtotal,
  note,
  children,
}: {
  subtotal: number;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Card aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="sr-only">
        {t('orders.cart.summary')}
      </h2>
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-800 dark:text-slate-200">{t('orders.cart.subtotal')}</span>
        <span className="text-xl font-bold text-slate-900 dark:text-white" data-testid="cart-subtotal">
          {formatMoney(subtotal, lang)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {note ?? t('orders.cart.delivery_later')}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">{children}</div>
    </Card>
  );
}
