import { takaToPoisha } from '@haat/shared/money';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** What the two delivery inputs hold: taka as typed (Latin or Bengali digits, `৳`, commas). */
export interface TDeliveryForm {
  delivery_inside: string;
  delivery_outside: string;
}

/** Poisha as the inputs show it: `60` or `75.50` taka, without grouping. */
export function deliveryText(poisha: number): string {
  return poisha % 100 === 0 ? String(poisha / 100) : (poisha / 100).toFixed(2);
}

/**
 * The API's delivery charge fields (poisha) for the inputs; what is not an amount becomes NaN, so
 * the shared schema answers its own message for that field.
 */
export function deliveryBody(values: TDeliveryForm): { delivery_inside: number; delivery_outside: number } {
  const poisha = (text: string) => takaToPoisha(text) ?? Number.NaN;
  return {
    delivery_inside: poisha(values.delivery_inside),
    delivery_outside: poisha(values.delivery_outside),
  };
}

/**
 * What a seller charges for delivering a marketplace order: within their own district (their city
 * abroad) and anywhere else. Buyers see both on the product page and pay one at checkout.
 */
export function DeliveryFields<T extends FieldValues & TDeliveryForm>({
  form,
  errorText,
}: {
  form: UseFormReturn<T>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const fields = [
    { name: 'delivery_inside', label: t('businesses.delivery.inside') },
    { name: 'delivery_outside', label: t('businesses.delivery.outside') },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label }) => (
        <Field
          key={name}
          label={label}
          hint={t('businesses.delivery.hint')}
          error={errorText(name, get(errors, name) as FieldError | undefined)}
        >
          {({ id, describedBy, invalid }) => (
            <div className="flex items-center gap-2">
              <span aria-hidden className="text-lg font-semibold">
                ৳
              </span>
              <Input
                id={id}
                dir="ltr"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                data-testid={name}
                {...form.register(name as Path<T>)}
              />
            </div>
          )}
        </Field>
      ))}
    </div>
  );
}
