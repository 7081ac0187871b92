import { type TCheckoutResult, ZAddressSchema, ZCheckoutSchema } from '@haat/shared/orders/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../wallet/api/money-post.ts';
import { usePlaceCheckout } from '../api/place-checkout.ts';
import { useCheckoutPreview } from '../api/preview-checkout.ts';
import { CHECKOUT_FIELDS, checkoutBody, EMPTY_CHECKOUT, type TCheckoutForm } from './checkout-form-values.ts';

/** A checkout refused because of the cart (sold out, withdrawn, empty): fixed on the cart screen. */
export interface TCartProblem {
  message: string;
}

/** The address to price once it is complete and has not changed for a moment. */
function useSettledAddress(values: TCheckoutForm['address']) {
  const [settled, setSettled] = useState<TCheckoutForm['address']>();
  const json = JSON.stringify(values);
  useEffect(() => {
    const timer = setTimeout(() => {
      const address = JSON.parse(json) as TCheckoutForm['address'];
      const body = checkoutBody({ ...EMPTY_CHECKOUT, address }).address;
      setSettled(ZAddressSchema.safeParse(body).success ? address : undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [json]);
  return settled;
}

/**
 * The checkout form: shared-schema validation, a live preview for a complete address, and placing
 * the order with one Idempotency-Key per attempt (kept while the outcome is unknown, so a retry
 * cannot order twice; dropped after a clear refusal, which changed nothing).
 */
export function useCheckout() {
  const { t } = useTranslation();
  const form = useForm<TCheckoutForm>({
    resolver: zodResolver(ZCheckoutSchema) as unknown as Resolver<TCheckoutForm>,
    defaultValues: EMPTY_CHECKOUT,
  });
  const address = useSettledAddress(form.watch('address'));
  const preview = useCheckoutPreview(
    address ? checkoutBody({ ...EMPTY_CHECKOUT, address }).address : undefined,
  );
  const place = usePlaceCheckout();
  const [attemptKey, setAttemptKey] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [cartProblem, setCartProblem] = useState<TCartProblem>();
  const [result, setResult] = useState<TCheckoutResult>();

  const submit = form.handleSubmit(async () => {
    setFormError(undefined);
    setCartProblem(undefined);
    const key = attemptKey ?? newIdempotencyKey();
    setAttemptKey(key);
    try {
      setResult(await place.mutateAsync({ key, body: checkoutBody(form.getValues()) }));
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (known) setAttemptKey(undefined);
      if (error instanceof ApiError && (error.code === 'OUT_OF_STOCK' || error.status === 409)) {
        setCartProblem({ message: error.message });
        return;
      }
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
        form.setError('payment_method', { type: 'server', message: error.message });
        return;
      }
      setFormError(applyServerErrors(error, form.setError, CHECKOUT_FIELDS, t('orders.checkout.failed')));
    }
  });

  return { form, preview, place, submit, formError, cartProblem, result, addressComplete: !!address };
}
