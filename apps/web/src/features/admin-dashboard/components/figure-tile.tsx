import type { TAdminFigure } from '@haat/shared/admin/stats-schemas';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { changeOf } from '../../social-analytics/format.ts';

const tileClass =
  'flex h-full min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const linkClass =
  'hover:border-emerald-600 hover:bg-emerald-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:hover:border-emerald-500 dark:hover:bg-emerald-950/30';

/**
 * One figure of the period: its value, how it moved against the days before (arrow and words, so
 * colour is never the only sign), and what it adds up to in all. A link to its list when it has one.
 */
export function FigureTile({
  id,
  label,
  figure,
  days,
  write,
  total,
  note,
  to,
}: {
  id: string;
  label: string;
  figure: TAdminFigure;
  days: number;
  write: (value: number) => string;
  total?: string;
  /** Said instead of a change when the days before cannot be counted. */
  note?: string;
  to?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const change = figure.previous === null ? null : changeOf(figure.current, figure.previous, lang);
  const body: ReactNode = (
    <>
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</span>
      <span
        className="break-words text-2xl font-bold tabular-nums text-slate-900 dark:text-white"
        data-testid={`figure-${id}-value`}
      >
        {write(figure.current)}
      </span>
      {change ? (
        <span
          className={clsx(
            'flex items-center gap-1 text-xs',
            change.kind === 'up'
              ? 'text-emerald-800 dark:text-emerald-300'
              : change.kind === 'down'
                ? 'text-red-800 dark:text-red-300'
                : 'text-slate-600 dark:text-slate-400',
          )}
          data-testid={`figure-${id}-change`}
        >
          {change.kind === 'up' ? <ArrowUpRight aria-hidden className="size-3.5 shrink-0" /> : null}
          {change.kind === 'down' ? <ArrowDownRight aria-hidden className="size-3.5 shrink-0" /> : null}
          {change.kind === 'same' ? <Minus aria-hidden className="size-3.5 shrink-0" /> : null}
          {change.kind === 'up' || change.kind === 'down'
            ? t(`admin_dashboard.change.${change.kind}`, { percent: change.percent, days })
            : t(`admin_dashboard.change.${change.kind}`, { days })}
        </span>
      ) : note ? (
        <span className="text-xs text-slate-600 dark:text-slate-400">{note}</span>
      ) : null}
      {total ? (
        <span className="mt-auto pt-1 text-xs text-slate-600 dark:text-slate-400">{total}</span>
      ) : null}
    </>
  );
  return to ? (
    <Link to={to} className={clsx(tileClass, linkClass)} data-testid={`figure-${id}`}>
      {body}
    </Link>
  ) : (
    <div className={tileClass} data-testid={`figure-${id}`}>
      {body}
    </div>
  );
}
