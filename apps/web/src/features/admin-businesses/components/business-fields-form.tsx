import { BUSINESS_TYPES, type TBusiness, type TCreateBusiness } from '@haat/shared/directory/schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldError, type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, inputClass, Select } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { DeliveryFields } from '../../businesses/components/delivery-fields.tsx';
import {
  businessResolver,
  emptyForm,
  formPath,
  type TBusinessForm,
  TEXT_LIMITS,
  toForm,
} from '../../businesses/components/form-values.ts';
import { PlaceFields } from '../../businesses/components/place-fields.tsx';

const CONTACT_FIELDS = ['phone', 'whatsapp', 'email', 'website'] as const;
const CONTACT_TYPES = { phone: 'tel', whatsapp: 'tel', email: 'email', website: 'url' } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * Staff's form of a business's fields (name, type, description, contacts, place, delivery), made of
 * the owner's own form parts and checked by the same shared schema; hours, links and images stay
 * as the owner set them. The API's field errors show at their fields; other errors above the form.
 */
export function BusinessFieldsForm({
  business,
  submitLabel,
  before,
  onSave,
  testId,
}: {
  /** The business being edited (the form fills from it once); none when creating. */
  business?: TBusiness;
  submitLabel: string;
  /** Fields shown first (e.g. the owner when creating). */
  before?: ReactNode;
  /** Saves the checked body; answers a success text, or throws the ApiError. */
  onSave: (body: TCreateBusiness) => Promise<string | undefined>;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = useForm<TBusinessForm>({ resolver: businessResolver, defaultValues: emptyForm() });
  const { errors, isSubmitting } = form.formState;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const loaded = useRef<string>(undefined);

  useEffect(() => {
    if (business && loaded.current !== business.updated_at) {
      loaded.current = business.updated_at;
      form.reset(toForm(business));
    }
  }, [business, form]);

  const errorText = (field: string, error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (typeof message !== 'string' || !message) return undefined;
    if (!/^validation\.[a-z_]+$/.test(message)) return message;
    const last = field.split('.').pop() ?? field;
    const label = field === 'name' ? 'fields.business_name' : `fields.${last}`;
    return t(message, { field: t(label, { defaultValue: last }), max: TEXT_LIMITS[field] });
  };

  const onSubmit = form.handleSubmit(
    async (parsed) => {
      setNotice(undefined);
      try {
        const text = await onSave(parsed as unknown as TCreateBusiness);
        if (text) setNotice({ tone: 'success', text });
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
          let first = true;
          for (const [path, messages] of Object.entries(error.errors)) {
            if (!messages[0]) continue;
            form.setError(
              formPath(path) as Path<TBusinessForm>,
              { type: 'server', message: messages[0] },
              { shouldFocus: first },
            );
            first = false;
          }
          setNotice({ tone: 'error', text: t('admin_businesses.form.fix_fields') });
          return;
        }
        setNotice({
          tone: 'error',
          text:
            error instanceof ApiError && error.status !== 0 && error.message
              ? error.message
              : t('admin_businesses.form.save_failed'),
        });
      }
    },
    () => setNotice({ tone: 'error', text: t('admin_businesses.form.fix_fields') }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-5" data-testid={testId}>
      {notice ? (
        <Alert tone={notice.tone}>
          <span data-testid="form-notice">{notice.text}</span>
        </Alert>
      ) : null}
      {before}
      <Section id={`${testId}-basics`} title={t('businesses.form.basics')}>
        <Field label={`${t('fields.business_name')} *`} error={errorText('name', errors.name)}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              dir="auto"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
              maxLength={TEXT_LIMITS.name}
              {...form.register('name')}
            />
          )}
        </Field>
        <Field label={`${t('fields.type')} *`} error={errorText('type', errors.type)}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...form.register('type')}>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`businesses.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('fields.description')} error={errorText('description', errors.description)}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              dir="auto"
              rows={4}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
              {...form.register('description')}
            />
          )}
        </Field>
      </Section>

      <Section id={`${testId}-contact`} title={t('businesses.form.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map((name) => (
            <Field key={name} label={t(`fields.${name}`)} error={errorText(name, errors[name])}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  dir="ltr"
                  type={CONTACT_TYPES[name]}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register(name)}
                />
              )}
            </Field>
          ))}
        </div>
      </Section>

      <Section id={`${testId}-place`} title={t('businesses.form.place')}>
        <PlaceFields form={form} errorText={errorText} />
      </Section>

      <Section id={`${testId}-delivery`} title={t('businesses.delivery.title')}>
        <DeliveryFields form={form} errorText={errorText} />
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting} data-testid={`${testId}-save`}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
