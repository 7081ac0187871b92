import { ExternalLink, LocateFixed, MapPinned } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TBusinessForm } from './form-values.ts';

/** Loaded only when the owner opens the map (Leaflet is about 40 KB); a failed load says so. */
const MapPicker = lazy(() =>
  import('./map-picker.tsx').catch(() => ({
    default: MapUnavailable as typeof import('./map-picker.tsx').default,
  })),
);

function MapUnavailable() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {t('businesses.location.map_failed')}
    </p>
  );
}

/** The map location as numbers: latitude −90…90 and longitude −180…180, or undefined. */
function validPoint(lat: string, lng: string): { lat: number; lng: number } | undefined {
  const a = Number(lat.trim().replace(',', '.'));
  const b = Number(lng.trim().replace(',', '.'));
  if (!lat.trim() || !lng.trim() || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return undefined;
  return { lat: a, lng: b };
}

/**
 * Latitude and longitude inputs, "use my current location", a map to tap the place on, and a link to
 * see the point on OpenStreetMap.
 */
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
  const [mapOpen, setMapOpen] = useState(false);
  const errors = form.formState.errors;
  const point = validPoint(form.watch('lat'), form.watch('lng'));

  const pickOnMap = (picked: { lat: number; lng: number }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('lat', picked.lat.toFixed(6), options);
    form.setValue('lng', picked.lng.toFixed(6), options);
    setStatus({ tone: 'info', text: t('businesses.location.map_set') });
  };

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
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={mapOpen}
          onClick={() => setMapOpen(!mapOpen)}
          data-testid="toggle-map"
        >
          <MapPinned aria-hidden className="size-4" />
          {mapOpen ? t('businesses.location.map_hide') : t('businesses.location.map_show')}
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
      {mapOpen ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('businesses.location.map_hint')}</p>
          <Suspense
            fallback={<div className="h-72 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />}
          >
            <MapPicker point={point} onPick={pickOnMap} label={t('businesses.location.map_label')} />
          </Suspense>
        </div>
      ) : null}
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
