import type { TReportAction } from '@haat/shared/admin/moderation';
import type { TReportTarget } from '@haat/shared/admin/moderation-schemas';
import { clsx } from 'clsx';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { RelativeTime } from '../../notifications/components/relative-time.tsx';
import { TargetReports } from './target-reports.tsx';

const OPEN_ACTIONS: TReportAction[] = ['hide', 'remove', 'dismiss', 'warn', 'suspend_owner'];

/**
 * One reported target, Discourse-review-queue-like: what it is, how many reports and why, a
 * preview, its owner, the oldest report's age; every report on demand; the decisions staff may take
 * (restore for hidden or removed content once decided). Selectable for bulk decisions while open.
 */
export function TargetCard({
  target,
  selected,
  onSelect,
  onDecide,
}: {
  target: TReportTarget;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (action: TReportAction) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const open = target.status === 'open';
  const actions: TReportAction[] = open ? OPEN_ACTIONS : target.moderation ? ['restore'] : [];
  const { preview } = target;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="content-target"
      data-queue-item
      tabIndex={-1}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        {open ? (
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('moderation.select', { what: t(`moderation.types.${target.subject_type}`) })}
            className="mt-1 size-5 shrink-0 accent-emerald-700"
            data-testid="select-target"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-2">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
            <span className="text-slate-900 dark:text-white">
              {t(`moderation.types.${target.subject_type}`)}
            </span>
            <span
              className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900 dark:bg-red-950 dark:text-red-100"
              data-testid="report-count"
            >
              {t('moderation.count', { count: target.count })}
            </span>
            {target.moderation ? (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-900 dark:bg-slate-700 dark:text-slate-100">
                {t(`moderation.state.${target.moderation}`)}
              </span>
            ) : null}
            {!open && target.decision ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                {t(`moderation.decision.${target.decision}`)}
              </span>
            ) : null}
          </h3>
          <div className="flex items-start gap-3">
            {preview.image_url ? (
              <img
                src={preview.image_url}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-md object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              {preview.missing ? (
                <p className="italic text-slate-600 dark:text-slate-400">{t('moderation.missing')}</p>
              ) : (
                <p
                  className="line-clamp-3 whitespace-pre-line break-words text-slate-800 dark:text-slate-200"
                  dir="auto"
                  data-testid="target-preview"
                >
                  {preview.text ?? t('moderation.no_text')}
                </p>
              )}
              {preview.url ? (
                <a
                  href={preview.url}
                  target="_blank"
                  rel="noopener"
                  className="mt-1 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
                >
                  {t('moderation.view')}
                  <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
                </a>
              ) : null}
            </div>
          </div>
          <ul className="flex flex-wrap gap-1.5" aria-label={t('moderation.reasons')}>
            {target.reasons.map((entry) => (
              <li
                key={entry.reason}
                className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
              >
                {t('moderation.reason_count', {
                  reason: t(`report.reasons.${entry.reason}`),
                  count: entry.count,
                })}
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('moderation.owner')}</dt>
            <dd className="min-w-0 break-words font-medium">
              {target.owner ? <bdi>{target.owner.name}</bdi> : t('moderation.owner_unknown')}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('moderation.first_reported')}</dt>
            <dd>
              <RelativeTime value={target.first_reported_at} />
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2 pt-1">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'remove' || action === 'suspend_owner' ? 'danger' : 'secondary'}
                onClick={() => onDecide(action)}
                data-testid={`decide-${action}`}
              >
                {t(`moderation.action.${action}`)}
              </Button>
            ))}
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setExpanded((value) => !value)}
              data-testid="show-reports"
            >
              <ChevronDown
                aria-hidden
                className={clsx('size-4 transition-transform', expanded && 'rotate-180')}
              />
              {expanded ? t('moderation.hide_reports') : t('moderation.show_reports')}
            </Button>
          </div>
          <div id={panelId} hidden={!expanded}>
            {expanded ? <TargetReports target={target} /> : null}
          </div>
        </div>
      </div>
    </article>
  );
}
