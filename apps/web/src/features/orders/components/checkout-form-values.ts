import type { TCheckoutInput } from '@haat/shared/orders/schemas';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';

/** The checkout form's values (the shape `POST /api/checkout` takes). */
export type TCheckoutForm = {
  payment_method: 'cod' | 'wallet';
  address: {
    name: string;
    phone: string;
    country: string;
    division: string;
    district: string;
    city: string;
    line: string;
  };
  note: string;
};

export const EMPTY_CHECKOUT: TCheckoutForm = {
  payment_method: 'cod',
  address: { name: '', phone: '', country: 'BD', division: '', district: '', city: '', line: '' },
  note: '',
};

/** Server field names the form shows at their fields (422 `errors`). */
export const CHECKOUT_FIELDS = [
  'payment_method',
  'note',
  'address.name',
  'address.phone',
  'address.country',
  'address.division',
  'address.district',
  'address.city',
  'address.line',
] as const;

const MAX: Record<string, number> = { name: 100, phone: 32, city: 100, line: 300, note: 500 };

/** The body sent: empty optional text left out, division and district only in Bangladesh. */
export function checkoutBody(values: TCheckoutForm): TCheckoutInput {
  const bd = values.address.country === 'BD';
  return {
    payment_method: values.payment_method,
    note: values.note.trim() || undefined,
    address: {
      ...values.address,
      division: bd ? values.address.division || undefined : undefined,
      district: bd ? values.address.district || undefined : undefined,
    },
  };
}

/** Words a checkout field's error: shared `validation.*` keys with the field's own label; server text as sent. */
export function useCheckoutErrorText() {
  const { t } = useTranslation();
  return (field: string, error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (typeof message !== 'string' || !message) return undefined;
    if (!/^validation\.[a-z_]+$/.test(message)) return message;
    return t(message, { field: t(`orders.field.${field}`), max: MAX[field] });
  };
}
