import { ClipboardCheck, ShoppingCart } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useWallet } from '../../wallet/api/get-wallet.ts';
import { useCart } from '../api/get-cart.ts';
import { AddressFields } from '../components/address-fields.tsx';
import { CheckoutConfirmation } from '../components/checkout-confirmation.tsx';
import { useCheckoutErrorText } from '../components/checkout-form-values.ts';
import { CheckoutSummary } from '../components/checkout-summary.tsx';
import { PaymentChoice } from '../components/payment-choice.tsx';
import { useCheckout } from '../components/use-checkout.ts';

const textareaClass =
  'block min-h-20 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-3 focus:ring-emerald-600/40 aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';

/** `/checkout` (signed in): address, payment, note and the live per-seller summary, then "Place order". */
export default function CheckoutScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.checkout.title'));
  const cart = useCart();
  const wallet = useWallet();
  const { form, preview, place, submit, formError, cartProblem, result, addressComplete } = useCheckout();
  const errorText = useCheckoutErrorText();

  const header = (
    <PageHeader
      title={t('orders.checkout.title')}
      subtitle={t('orders.checkout.intro')}
      icon={<ClipboardCheck />}
    />
  );
  if (result)
    return (
      <div className="space-y-5">
        {header}
        <CheckoutConfirmation result={result} />
      </div>
    );
  if (cart.isPending)
    return (
      <div className="space-y-5">
        {header}
        <Spinner label={t('orders.cart.loading')} />
      </div>
    );
  if (cart.isError || cart.data.items.length === 0)
    return (
      <div className="space-y-5">
        {header}
        <EmptyState
          icon={<ShoppingCart className="size-8" />}
          title={cart.isError ? t('orders.cart.failed') : t('orders.cart.empty')}
        >
          <ButtonLink to="/cart" variant="secondary" size="sm" className="mt-2">
            {t('orders.checkout.back_to_cart')}
          </ButtonLink>
        </EmptyState>
      </div>
    );

  const total = preview.data?.total ?? cart.data.subtotal;
  const balance = preview.data?.wallet_balance ?? wallet.data?.balance;
  return (
    <div className="space-y-5">
      {header}
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="checkout-form">
        {cartProblem ? (
          <Alert tone="error">
            <p data-testid="cart-problem">{cartProblem.message}</p>
            <ButtonLink to="/cart" size="sm" variant="secondary" className="mt-2">
              {t('orders.checkout.back_to_cart')}
            </ButtonLink>
          </Alert>
        ) : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Card>
          <AddressFields form={form} />
        </Card>
        <Card>
          <PaymentChoice form={form} balance={balance} total={total} />
        </Card>
        <Card>
          <Field
            label={t('orders.field.note')}
            hint={t('orders.checkout.note_hint')}
            error={errorText('note', form.formState.errors.note)}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                dir="auto"
                rows={2}
                maxLength={500}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={textareaClass}
                {...form.register('note')}
              />
            )}
          </Field>
        </Card>
        <Card aria-labelledby="summary-title">
          <h2 id="summary-title" className="mb-3 text-lg font-semibold">
            {t('orders.checkout.summary')}
          </h2>
          {preview.data ? (
            <CheckoutSummary preview={preview.data} updating={preview.isFetching} />
          ) : preview.isError ? (
            <Alert tone="error">
              <p>{t('orders.checkout.preview_failed')}</p>
              <Button size="sm" variant="secondary" className="mt-2" onClick={() => preview.refetch()}>
                {t('orders.retry')}
              </Button>
            </Alert>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
              {addressComplete ? t('orders.checkout.pricing') : t('orders.checkout.fill_address')}
            </p>
          )}
          <Button type="submit" className="mt-4 w-full" loading={place.isPending} data-testid="place-order">
            {t('orders.checkout.place')}
          </Button>
        </Card>
      </form>
    </div>
  );
}
