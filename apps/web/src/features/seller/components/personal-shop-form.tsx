import {
  type TBusiness,
  type TPersonalShopInput,
  ZPersonalShopInputSchema,
} from '@haat/shared/directory/schemas';
import { useState } from 'react';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  DeliveryFields,
  deliveryBody,
  deliveryText,
  type TDeliveryForm,
} from '../../businesses/components/delivery-fields.tsx';
import { RegionFields } from '../../businesses/components/region-fields.tsx';
import { useSavePersonalShop } from '../api/personal-shop.ts';

interface TPersonalShopForm extends TDeliveryForm {
  country: string;
  district: string;
  city: string;
}

const FIELDS = ['country', 'district', 'city', 'delivery_inside', 'delivery_outside'] as const;

function toBody(values: TPersonalShopForm): TPersonalShopInput {
  return {
    country: values.country,
    // A district only in Bangladesh; elsewhere none.
    district: values.country === 'BD' ? values.district : null,
    city: values.city,
    ...deliveryBody(values),
  };
}

/** Checks the API body built from the inputs with the shared schema, field by field. */
const resolver: Resolver<TPersonalShopForm> = async (values) => {
  const result = ZPersonalShopInputSchema.safeParse(toBody(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'city');
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * Where a person's own items are and what delivery costs: the first save creates their personal
 * seller (decision 058), later ones change it. Answers the saved seller to `onSaved`.
 */
export function PersonalShopForm({
  shop,
  country,
  submitLabel,
  onSaved,
}: {
  shop: TBusiness | undefined;
  /** The person's own country, for a first save. */
  country: string;
  submitLabel: string;
  onSaved: (shop: TBusiness, message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePersonalShop();
  const [problem, setProblem] = useState<string>();
  const form = useForm<TPersonalShopForm>({
    resolver,
    defaultValues: {
      country: shop?.country ?? country,
      district: shop?.district ?? '',
      city: shop?.city ?? '',
      delivery_inside: deliveryText(shop?.delivery_inside ?? 6_000),
      delivery_outside: deliveryText(shop?.delivery_outside ?? 12_000),
    },
  });
  const _errors = form.formState.errors;
  const _inBangladesh = form.watch('country') === 'BD';
  const errorText = (field: string, error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (typeof message !== 'string' || !message) return undefined;
    if (!/^validation\.[a-z_]+$/.test(message)) return message;
    return t(message, { field: t(`fields.${field}`, { defaultValue: field }), max: 100 });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const answer = await save.mutateAsync(toBody(values));
      onSaved(answer.data, answer.message);
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS, t('seller.sell.save_failed')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="personal-shop-form">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <RegionFields form={form} errorText={errorText} />
      <DeliveryFields form={form} errorText={errorText} />
      <Button type="submit" disabled={form.formState.isSubmitting} data-testid="personal-shop-save">
        {submitLabel}
      </Button>
    </form>
  );
}
