import type { TTwoFactorStatus } from '@haat/shared/auth/two-factor-schemas';
import { clsx } from 'clsx';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { LOW_RECOVERY_CODES, RECOVERY_CODES_TOTAL } from '../codes.ts';

function StateBadge({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'rounded-full px-2.5 py-0.5 text-sm font-semibold',
        on
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
          : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
      )}
      data-testid="two-factor-state"
    >
      {on ? t('security.on_badge') : t('security.off_badge')}
    </span>
  );
}

const headingClass = 'text-lg font-semibold focus:outline-none';

/**
 * What two-factor sign-in is and whether it is on. Off: what it does, what is needed, "Turn on" (a
 * setup left unfinished says it starts again). On: since when, recovery codes left (with a warning
 * when few), "Regenerate recovery codes" and "Turn off". Back from another view, the heading takes focus.
 */
export function StatusPanel({
  status,
  notice,
  focusHeading,
  onTurnOn,
  onRegenerate,
  onTurnOff,
}: {
  status: TTwoFactorStatus;
  notice?: string;
  focusHeading: boolean;
  onTurnOn: () => void;
  onRegenerate: () => void;
  onTurnOff: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  if (!status.enabled)
    return (
      <div className="space-y-4" data-testid="two-factor-off">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 ref={heading} tabIndex={-1} className={headingClass}>
            {t('security.off.title')}
          </h2>
          <StateBadge on={false} />
        </div>
        <p className="text-slate-700 dark:text-slate-300">{t('security.off.text')}</p>
        <div>
          <h3 className="font-semibold">{t('security.off.need_title')}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300">
            <li>{t('security.off.need_app')}</li>
            <li>{t('security.off.need_time')}</li>
          </ul>
        </div>
        {status.setup_pending ? <Alert tone="info">{t('security.off.pending')}</Alert> : null}
        <Button onClick={onTurnOn} className="w-full sm:w-auto" data-testid="two-factor-turn-on">
          <ShieldCheck aria-hidden className="size-5" />
          {t('security.off.turn_on')}
        </Button>
      </div>
    );

  const left = status.recovery_codes_left;
  return (
    <div className="space-y-5" data-testid="two-factor-on">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 ref={heading} tabIndex={-1} className={headingClass}>
            {t('security.on.title')}
          </h2>
          <StateBadge on />
        </div>
        <p className="text-slate-700 dark:text-slate-300">{t('security.on.text')}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('security.on.since')}</dt>
          <dd className="font-semibold" data-testid="two-factor-since">
            {status.enabled_at ? formatDate(status.enabled_at, lang) : '—'}
          </dd>
        </div>
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('security.on.codes_left')}</dt>
          <dd className="font-semibold" data-testid="two-factor-codes-left">
            {t('security.on.codes_value', { left, total: RECOVERY_CODES_TOTAL })}
          </dd>
        </div>
      </dl>
      {left === 0 ? (
        <Alert tone="error">{t('security.on.no_codes')}</Alert>
      ) : left <= LOW_RECOVERY_CODES ? (
        <Alert tone="info">{t('security.on.low_codes', { count: left })}</Alert>
      ) : null}
      <section className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <h3 className="flex items-center gap-2 font-semibold">
          <KeyRound aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
          {t('security.on.codes_title')}
        </h3>
        <p className="text-slate-700 dark:text-slate-300">{t('security.on.codes_text')}</p>
        <Button variant="secondary" onClick={onRegenerate} data-testid="two-factor-regenerate">
          {t('security.on.regenerate')}
        </Button>
      </section>
      <section className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <h3 className="flex items-center gap-2 font-semibold">
          <ShieldOff aria-hidden className="size-5 text-red-700 dark:text-red-400" />
          {t('security.on.off_title')}
        </h3>
        <p className="text-slate-700 dark:text-slate-300">{t('security.on.off_text')}</p>
        <Button variant="secondary" onClick={onTurnOff} data-testid="two-factor-turn-off">
          {t('security.on.turn_off')}
        </Button>
      </section>
    </div>
  );
}
