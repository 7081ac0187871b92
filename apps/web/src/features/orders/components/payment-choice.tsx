import { clsx } from 'clsx';
import { Banknote, Wallet } from 'lucide-react';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { type TCheckoutForm, useCheckoutErrorText } from './checkout-form-values.ts';

const option =
  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-amber-500 dark:has-[:checked]:border-emerald-500 dark:has-[:checked]:bg-emerald-950';

/**
 * Cash on delivery or the wallet (its balance shown). The wallet is disabled, with the reason, when
 * the balance does not cover the total.
 */
export function PaymentChoice({
  form,
  balance,
  total,
}: {
  form: UseFormReturn<TCheckoutForm>;
  /** Spendable wallet balance in poisha (undefined while loading). */
  balance: number | undefined;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const errorText = useCheckoutErrorText();
  const reasonId = useId();
  const errorId = useId();
  const short = balance !== undefined && total !== undefined && balance < total;
  const error = errorText('payment_method', form.formState.errors.payment_method);
  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
        {t('orders.checkout.payment')}
      </legend>
      <label className={clsx(option, 'border-slate-300 dark:border-slate-600')}>
        <input
          type="radio"
          value="cod"
          className="mt-1 size-4 accent-emerald-700"
          data-testid="pay-cod"
          {...form.register('payment_method')}
        />
        <Banknote aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <span>
          <span className="block font-medium">{t('orders.payment.cod')}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {t('orders.checkout.cod_hint')}
          </span>
        </span>
      </label>
      <label
        className={clsx(
          option,
          'border-slate-300 dark:border-slate-600',
          short && 'cursor-not-allowed opacity-70',
        )}
      >
        <input
          type="radio"
          value="wallet"
          disabled={short || balance === undefined}
          aria-describedby={short ? reasonId : undefined}
          className="mt-1 size-4 accent-emerald-700"
          data-testid="pay-wallet"
          {...form.register('payment_method')}
        />
        <Wallet aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <span>
          <span className="block font-medium">{t('orders.payment.wallet')}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400" data-testid="wallet-balance">
            {balance === undefined
              ? t('orders.checkout.balance_loading')
              : t('orders.checkout.balance', { amount: formatMoney(balance, lang) })}
          </span>
          {short ? (
            <span id={reasonId} className="block text-sm font-medium text-red-700 dark:text-red-400">
              {t('orders.checkout.wallet_short')}{' '}
              <Link to="/wallet/top-up" className="underline underline-offset-2">
                {t('orders.checkout.top_up')}
              </Link>
            </span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
