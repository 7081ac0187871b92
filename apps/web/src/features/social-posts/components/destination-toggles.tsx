import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';

function Toggle({
  label,
  detail,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  detail: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={clsx(
        'flex min-h-11 items-center justify-between gap-3 rounded-lg border px-3 py-2',
        checked
          ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950'
          : 'border-slate-300 dark:border-slate-600',
        disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
      )}
    >
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">{detail}</span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-6 w-11 shrink-0 cursor-pointer accent-emerald-700 disabled:cursor-not-allowed"
        data-testid={testId}
      />
    </label>
  );
}

/** Where the post goes: the community feed and each connected page (expired ones cannot be chosen). */
export function DestinationToggles({
  targets,
  onChange,
  connections,
  loading,
  error,
}: {
  targets: readonly string[];
  onChange: (targets: string[]) => void;
  connections: readonly TSocialConnection[];
  loading: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const set = (id: string, on: boolean) =>
    onChange(on ? [...targets.filter((one) => one !== id), id] : targets.filter((one) => one !== id));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'destinations-error' : undefined}>
      <legend className="mb-1 text-base font-semibold">{t('social.compose.destinations')}</legend>
      <Toggle
        label={t('social.platform.feed')}
        detail={t('social.compose.feed_detail')}
        checked={targets.includes('feed')}
        onChange={(on) => set('feed', on)}
        testId="target-feed"
      />
      {connections.map((connection) => (
        <Toggle
          key={connection.id}
          label={connection.name}
          detail={
            connection.status === 'expired'
              ? t('social.compose.reconnect', { platform: t(`social.platform.${connection.platform}`) })
              : t(`social.platform.${connection.platform}`)
          }
          checked={connection.status === 'active' && targets.includes(connection.id)}
          disabled={connection.status !== 'active'}
          onChange={(on) => set(connection.id, on)}
          testId={`target-${connection.id}`}
        />
      ))}
      {!loading && connections.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('social.compose.no_pages')}</p>
      ) : null}
      <Link
        to="/social/connections"
        className="inline-block text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
      >
        {t('social.compose.manage_pages')}
      </Link>
      {error ? (
        <p
          id="destinations-error"
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
