import { poishaToTaka } from '@haat/shared/money';
import type { TListing } from '@haat/shared/orders/seller-schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, useErrorText } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { quickEditBody, type TQuickEditErrors, useQuickEdit } from '../api/quick-edit.ts';

/**
 * Price (taka) and stock of one listing, changed in place: Enter saves, Escape cancels. The list shows
 * the new figures at once and goes back if the server refuses; its errors show at their fields.
 */
export function QuickEditForm({
  listing,
  onSaved,
  onCancel,
}: {
  listing: TListing;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useQuickEdit();
  const [price, setPrice] = useState(() => poishaToTaka(listing.price).replace(/\.00$/, ''));
  const [stock, setStock] = useState(() => String(listing.stock));
  const [errors, setErrors] = useState<TQuickEditErrors>({});
  const [general, setGeneral] = useState<string>();
  const priceRef = useRef<HTMLInputElement>(null);
  const stockRef = useRef<HTMLInputElement>(null);

  useEffect(() => priceRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    const checked = quickEditBody(price, stock);
    if ('errors' in checked) {
      setErrors(checked.errors);
      (checked.errors.price ? priceRef : stockRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: listing.id, body: checked.body });
      onSaved();
    } catch (error) {
      const fields: TQuickEditErrors = {};
      if (error instanceof ApiError) {
        if (error.errors.price?.[0]) fields.price = error.errors.price[0];
        if (error.errors.stock?.[0]) fields.stock = error.errors.stock[0];
      }
      setErrors(fields);
      if (fields.price || fields.stock) (fields.price ? priceRef : stockRef).current?.focus();
      else
        setGeneral(
          error instanceof ApiError && error.status !== 0 && error.message
            ? error.message
            : t('seller.quick.failed'),
        );
    }
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      noValidate
      className="space-y-3"
      aria-label={t('seller.quick.label', { title: listing.title })}
      data-testid="quick-edit"
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('seller.quick.price')} error={errorText('price', { message: errors.price })}>
          {({ id, describedBy, invalid }) => (
            <Input
              ref={priceRef}
              id={id}
              inputMode="decimal"
              autoComplete="off"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="quick-price"
            />
          )}
        </Field>
        <Field label={t('seller.quick.stock')} error={errorText('stock', { message: errors.stock })}>
          {({ id, describedBy, invalid }) => (
            <Input
              ref={stockRef}
              id={id}
              inputMode="numeric"
              autoComplete="off"
              value={stock}
              onChange={(event) => setStock(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="quick-stock"
            />
          )}
        </Field>
      </div>
      {general ? <Alert tone="error">{general}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={save.isPending} data-testid="quick-save">
          {t('seller.quick.save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('seller.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
