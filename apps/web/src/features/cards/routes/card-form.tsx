import {
  CARD_PHOTO_MAX_BYTES,
  CARD_PHOTO_TYPES,
  CARD_STATUSES,
  type TCard,
  type TCardStatus,
  type TCardTemplate,
  type TCreateCard,
  ZCreateCardSchema,
} from '@haat/shared/cards/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { IdCard, ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { Field, Input, Select, useErrorText } from '../../../components/ui/field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { LANGUAGES } from '../../../lib/languages.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { UseVerifiedWhatsapp } from '../../whatsapp/components/use-verified-whatsapp.tsx';
import { useCreateCard } from '../api/create-card.ts';
import { useCard } from '../api/get-card.ts';
import { useUpdateCard } from '../api/update-card.ts';
import { useRemovePhoto, useUploadPhoto } from '../api/upload-photo.ts';
import { CardLoadFailed } from '../components/card-load-failed.tsx';
import { CardPreviewPanel } from '../components/card-preview-panel.tsx';
import { TemplatePicker } from '../components/template-picker.tsx';

const TEXT_FIELDS = ['full_name', 'job_title', 'company', 'phone', 'email', 'website', 'address'] as const;
const SOCIAL = ['facebook', 'linkedin', 'instagram', 'whatsapp'] as const;
const SETTINGS = ['public', 'show_contact_form', 'enable_analytics'] as const;
const SERVER_FIELDS = [...TEXT_FIELDS, 'template', 'status', 'language', 'slug'];
const AUTOCOMPLETE: Record<string, string> = {
  full_name: 'name',
  job_title: 'organization-title',
  company: 'organization',
  phone: 'tel',
  email: 'email',
  website: 'url',
  address: 'street-address',
};
const LTR = new Set(['phone', 'email', 'website', 'facebook', 'linkedin', 'instagram', 'whatsapp', 'slug']);

type TNotice = { tone: 'success' | 'error'; text: string };

/** What the inputs hold; the shared schema turns it into the API body (E.164 phones, full URLs…). */
interface TFormValues {
  full_name: string;
  job_title: string;
  company: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  social: { facebook: string; linkedin: string; instagram: string; whatsapp: string };
  template: TCardTemplate;
  language: string | null;
  settings: { public: boolean; show_contact_form: boolean; enable_analytics: boolean };
  status: TCardStatus;
  slug?: string;
}

// One schema for both screens: the name is always sent, so the create rules fit editing too.
const resolver = zodResolver(ZCreateCardSchema) as unknown as Resolver<TFormValues>;

function toForm(card: TCard): TFormValues {
  return {
    full_name: card.full_name,
    job_title: card.job_title ?? '',
    company: card.company ?? '',
    phone: card.phone ?? '',
    email: card.email ?? '',
    website: card.website ?? '',
    address: card.address ?? '',
    social: {
      facebook: card.social.facebook ?? '',
      linkedin: card.social.linkedin ?? '',
      instagram: card.social.instagram ?? '',
      whatsapp: card.social.whatsapp ?? '',
    },
    template: card.template,
    language: card.language,
    settings: { ...card.settings },
    status: card.status,
    slug: card.slug,
  };
}

const EMPTY: TFormValues = {
  full_name: '',
  job_title: '',
  company: '',
  phone: '',
  email: '',
  website: '',
  address: '',
  social: { facebook: '', linkedin: '', instagram: '', whatsapp: '' },
  template: 'classic',
  language: null,
  status: 'active',
  settings: { public: true, show_contact_form: true, enable_analytics: true },
};

export default function CardForm() {
  const { id } = useParams();
  const editing = !!id;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const card = useCard(id);
  const create = useCreateCard();
  const update = useUpdateCard();
  const upload = useUploadPhoto();
  const removePhoto = useRemovePhoto();
  const [notice, setNotice] = useState<TNotice | undefined>(
    (location.state as { notice?: TNotice } | null)?.notice,
  );
  const [photo, setPhoto] = useState<File>();
  const [photoUrl, setPhotoUrl] = useState<string>();
  const [photoError, setPhotoError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const title = editing ? t('vcard.form.edit_title') : t('vcard.form.create_title');
  useDocumentTitle(title);

  const form = useForm<TFormValues>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();

  useEffect(() => {
    if (card.data) form.reset(toForm(card.data));
  }, [card.data, form]);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPhotoError(undefined);
    if (!file) return;
    if (!(CARD_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setPhotoError(t('validation.image_type'));
      event.target.value = '';
      return;
    }
    if (file.size > CARD_PHOTO_MAX_BYTES) {
      setPhotoError(t('validation.image_size'));
      event.target.value = '';
      return;
    }
    setPhoto(file);
  };

  const sendPhoto = async (cardId: string): Promise<boolean> => {
    if (!photo) return true;
    setProgress(0);
    try {
      await upload.mutateAsync({ id: cardId, file: photo, onProgress: setProgress });
      setPhoto(undefined);
      setPhotoUrl(undefined);
      return true;
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : t('vcard.messages.save_failed');
      setPhotoError(message);
      return false;
    } finally {
      setProgress(undefined);
    }
  };

  const onSubmit = form.handleSubmit(async (parsed) => {
    setNotice(undefined);
    // The resolver hands over the schema's output (normalised values), not the raw inputs.
    const input = parsed as unknown as TCreateCard;
    const body: TCreateCard = { ...input, slug: input.slug || undefined };
    try {
      if (editing && id) {
        await update.mutateAsync({ id, body });
        const photoSaved = await sendPhoto(id);
        setNotice(
          photoSaved
            ? { tone: 'success', text: t('vcard.messages.updated') }
            : { tone: 'error', text: t('vcard.messages.photo_failed') },
        );
        return;
      }
      const answer = await create.mutateAsync(body);
      const photoSaved = await sendPhoto(answer.data.id);
      if (photoSaved)
        navigate('/vcard', { state: { notice: { tone: 'success', text: t('vcard.messages.created') } } });
      else
        navigate(`/vcard/edit/${answer.data.id}`, {
          replace: true,
          state: { notice: { tone: 'error', text: t('vcard.messages.photo_failed') } },
        });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, SERVER_FIELDS, t('vcard.messages.save_failed'));
      setNotice({
        tone: 'error',
        text: message ? `${t('vcard.messages.save_failed')}: ${message}` : t('vcard.messages.save_failed'),
      });
    }
  });

  if (editing && card.isPending) return <Spinner label={t('app.loading')} />;
  if (editing && card.isError)
    return (
      <div>
        <PageHeader title={title} icon={<IdCard />} />
        <CardLoadFailed onRetry={() => card.refetch()} />
      </div>
    );

  const currentPhoto = photoUrl ?? (photo ? undefined : card.data?.photo_url) ?? null;

  return (
    <div>
      <PageHeader title={title} subtitle={t('vcard.form.intro')} icon={<IdCard />} />
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="card-form">
            {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}

            <fieldset className="space-y-4">
              <legend className="mb-2 text-lg font-semibold">{t('vcard.form.details')}</legend>
              {TEXT_FIELDS.map((name) => (
                <Field
                  key={name}
                  label={`${t(`fields.${name}`)}${name === 'full_name' ? ' *' : ''}`}
                  error={errorText(name, errors[name])}
                >
                  {({ id: inputId, describedBy, invalid }) => (
                    <Input
                      id={inputId}
                      type={
                        name === 'email'
                          ? 'email'
                          : name === 'phone'
                            ? 'tel'
                            : name === 'website'
                              ? 'url'
                              : 'text'
                      }
                      dir={LTR.has(name) ? 'ltr' : 'auto'}
                      autoComplete={AUTOCOMPLETE[name]}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      aria-required={name === 'full_name' || undefined}
                      {...form.register(name)}
                    />
                  )}
                </Field>
              ))}
            </fieldset>

            <fieldset className="space-y-2">
              <legend className="mb-2 text-lg font-semibold">{t('fields.photo')}</legend>
              <div className="flex flex-wrap items-center gap-3">
                <input
                  id="card-photo"
                  type="file"
                  accept={CARD_PHOTO_TYPES.join(',')}
                  aria-describedby={photoError ? 'card-photo-hint card-photo-error' : 'card-photo-hint'}
                  aria-invalid={!!photoError}
                  onChange={choosePhoto}
                  data-testid="photo-input"
                  className="peer sr-only"
                />
                <label
                  htmlFor="card-photo"
                  className={buttonClass(
                    'secondary',
                    'md',
                    'cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-amber-500',
                  )}
                >
                  <ImageUp aria-hidden className="size-4" />
                  {t('vcard.form.choose_photo')}
                </label>
                <span className="min-w-0 break-all text-sm text-slate-700 dark:text-slate-300">
                  {photo?.name ?? t('vcard.form.no_file')}
                </span>
              </div>
              <p id="card-photo-hint" className="text-sm text-slate-600 dark:text-slate-400">
                {t('vcard.form.photo_hint')}
              </p>
              {photoError ? (
                <p
                  id="card-photo-error"
                  role="alert"
                  className="text-sm font-medium text-red-700 dark:text-red-400"
                >
                  {photoError}
                </p>
              ) : null}
              {progress !== undefined ? (
                <div>
                  <progress
                    max={100}
                    value={progress}
                    aria-label={t('vcard.form.uploading')}
                    className="h-2 w-full accent-emerald-700"
                  />
                  <p className="text-sm" role="status">
                    {t('vcard.form.upload_progress', { percent: progress })}
                  </p>
                </div>
              ) : null}
              {editing && id && card.data?.photo_url && !photo ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={removePhoto.isPending}
                  onClick={() =>
                    removePhoto.mutate(id, {
                      onError: () => setNotice({ tone: 'error', text: t('vcard.messages.save_failed') }),
                    })
                  }
                >
                  {t('vcard.form.remove_photo')}
                </Button>
              ) : null}
            </fieldset>

            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">{t('fields.social')}</legend>
              {SOCIAL.map((name) => (
                <Field
                  key={name}
                  label={t(`fields.${name}`)}
                  hint={t(name === 'whatsapp' ? 'vcard.form.whatsapp_hint' : 'vcard.form.social_hint')}
                  error={errorText(name, errors.social?.[name])}
                >
                  {({ id: inputId, describedBy, invalid }) => (
                    <>
                      <Input
                        id={inputId}
                        dir="ltr"
                        type={name === 'whatsapp' ? 'tel' : 'text'}
                        aria-describedby={describedBy}
                        aria-invalid={invalid}
                        {...form.register(`social.${name}`)}
                      />
                      {name === 'whatsapp' ? (
                        <UseVerifiedWhatsapp
                          value={values.social?.whatsapp}
                          onUse={(number) =>
                            form.setValue('social.whatsapp', number, {
                              shouldDirty: true,
                              shouldValidate: true,
                            })
                          }
                        />
                      ) : null}
                    </>
                  )}
                </Field>
              ))}
            </fieldset>

            <TemplatePicker value={values.template} field={form.register('template')} />

            {/* Stacked: the form column is narrow beside the preview, and longer languages need the width. */}
            <div className="grid gap-4">
              <Field label={t('fields.status')} error={errorText('status', errors.status)}>
                {({ id: inputId, describedBy, invalid }) => (
                  <Select
                    id={inputId}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('status')}
                  >
                    {CARD_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`vcard.status.${status}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field
                label={t('vcard.form.card_language')}
                hint={t('vcard.form.card_language_hint')}
                error={errorText('language', errors.language)}
              >
                {({ id: inputId, describedBy, invalid }) => (
                  <Select
                    id={inputId}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('language', { setValueAs: (v: string) => v || null })}
                  >
                    <option value="">{t('vcard.form.no_language')}</option>
                    {LANGUAGES.map((l) => (
                      <option key={l.code} value={l.code}>
                        {l.nativeName}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>

            {editing ? (
              <Field
                label={t('fields.slug')}
                hint={t('vcard.form.slug_hint')}
                error={errorText('slug', errors.slug)}
              >
                {({ id: inputId, describedBy, invalid }) => (
                  <Input
                    id={inputId}
                    dir="ltr"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('slug', { setValueAs: (v: string) => v || undefined })}
                  />
                )}
              </Field>
            ) : null}

            <fieldset className="space-y-3">
              <legend className="mb-2 text-lg font-semibold">{t('vcard.form.settings')}</legend>
              {SETTINGS.map((name) => (
                <label key={name} className="flex min-h-11 items-center justify-between gap-3">
                  <span>
                    <span className="block font-medium">{t(`fields.${name}`)}</span>
                    <span className="block text-sm text-slate-700 dark:text-slate-300">
                      {t(`vcard.form.${name}_hint`)}
                    </span>
                  </span>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={!!values.settings?.[name]}
                    className="h-6 w-11 shrink-0 cursor-pointer accent-emerald-700"
                    {...form.register(`settings.${name}`)}
                  />
                </label>
              ))}
            </fieldset>

            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={isSubmitting} data-testid="save-card">
                {editing ? t('vcard.form.save') : t('vcard.form.create')}
              </Button>
              <ButtonLink to="/vcard" variant="secondary">
                {t('vcard.common.cancel')}
              </ButtonLink>
            </div>
          </form>
        </Card>
        <CardPreviewPanel
          values={{
            ...values,
            whatsapp: values.social?.whatsapp,
            photo: currentPhoto,
            template: values.template ?? 'classic',
          }}
        />
      </div>
    </div>
  );
}
