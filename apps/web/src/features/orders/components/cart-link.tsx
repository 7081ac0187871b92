import { clsx } from 'clsx';
import { ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { triggerClass } from '../../../app/layout/settings-trigger.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/** The header's cart icon with the number of lines as a badge and in its accessible name. */
export function CartLink({ lines }: { lines: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <NavLink
      to="/cart"
      aria-label={lines > 0 ? t('cart.link_lines', { lines }) : t('cart.link')}
      title={t('cart.link')}
      data-testid="cart-link"
      className={clsx(triggerClass, 'relative')}
    >
      <ShoppingCart aria-hidden className="size-6" />
      {lines > 0 ? (
        <span
          aria-hidden
          data-testid="cart-badge"
          className="absolute -end-0.5 top-0 h-5 min-w-5 rounded-full bg-emerald-700 px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {formatNumber(lines, lang)}
        </span>
      ) : null}
    </NavLink>
  );
}
