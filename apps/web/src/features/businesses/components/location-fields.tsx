import { ExternalLink, LocateFixed } from 'lucide-react';
import { useState } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TBusinessForm } from './form-values.ts';

/** The map location as numbers: latitude −90…90 and longitude −180…180, or undefined. */
function validPoint(lat: string, lng: string): { lat: number; lng: number } | undefined {
  const a = Number(lat.trim().replace(',', '.'));
  const b = Number(lng.trim().replace(',', '.'));
  if (!lat.trim() || !lng.trim() || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return undefined;
  return { lat: a, lng: b };
}

/** Latitude and longitude inputs, "use my current location" and a link to see the point on a map. */
export function LocationFields({
  form,
  errorText,
}: {
  form: UseFormReturn<TBusinessForm>;
  errorText: (field: string, error: FieldError | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string }>();
  const [locating, setLocating] = useState(false);
  const errors = form.formState.errors;
  const point = validPoint(form.watch('lat'), form.watch('lng'));

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus({ tone: 'error', text: t('businesses.location.unsupported') });
      return;
    }
    setLocating(true);
    setStatus({ tone: 'info', text: t('businesses.location.locating') });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        form.setValue('lat', position.coords.latitude.toFixed(6), options);
        form.setValue('lng', position.coords.longitude.toFixed(6), options);
        setLocating(false);
        setStatus({ tone: 'info', text: t('businesses.location.found') });
      },
      (error) => {
        setLocating(false);
        setStatus({
          tone: 'error',
          text:
            error.code === error.PERMISSION_DENIED
              ? t('businesses.location.denied')
              : t('businesses.location.failed'),
        });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-lg font-semibold">{t('fields.location')}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('businesses.location.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['lat', 'lng'] as const).map((name) => (
          <Field key={name} label={t(`fields.${name}`)} error={errorText(name, errors[name])}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                dir="ltr"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register(name)}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" loading={locating} onClick={locate} data-testid="use-location">
          {locating ? null : <LocateFixed aria-hidden className="size-4" />}
          {t('businesses.location.use_current')}
        </Button>
        {point ? (
          <a
            href={`https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300 dark:hover:text-emerald-100"
            data-testid="map-link"
          >
            <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('businesses.location.view_map')}
            <span className="sr-only">{t('businesses.common.new_tab')}</span>
          </a>
        ) : null}
      </div>
      <p
        role="status"
        className={
          status?.tone === 'error'
            ? 'text-sm font-medium text-red-700 dark:text-red-400'
            : 'text-sm text-slate-700 dark:text-slate-300'
        }
      >
        {status?.text ?? ''}
      </p>
    </fieldset>
  );
}
