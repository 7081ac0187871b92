import { CART_QUANTITY_MAX } from '@haat/shared/orders/limits';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

const stepButton =
  'grid size-9 place-items-center text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * A quantity from 1 to `max` (the stock, at most 99): − and + buttons around a number box that
 * commits on Enter or leaving it. `label` names the product for screen readers.
 */
export function QuantityStepper({
  value,
  max,
  label,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const top = Math.max(1, Math.min(max, CART_QUANTITY_MAX));
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const digits = raw.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
    const wanted = Number.parseInt(digits, 10);
    if (!Number.isFinite(wanted)) return setDraft(String(value));
    const next = Math.max(1, Math.min(wanted, top));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-400 dark:border-slate-500">
      <button
        type="button"
        className={stepButton}
        disabled={disabled || value <= 1}
        aria-label={t('orders.cart.decrease', { title: label })}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <label htmlFor={id} className="sr-only">
        {t('orders.cart.quantity_of', { title: label })}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={draft}
        disabled={disabled}
        data-testid="quantity"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className="h-9 w-12 border-x border-slate-400 bg-white text-center text-base text-slate-900 focus:outline-none focus:ring-3 focus:ring-emerald-600/40 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
      />
      <button
        type="button"
        className={stepButton}
        disabled={disabled || value >= top}
        aria-label={t('orders.cart.increase', { title: label })}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
