import type { TReportTarget } from '@haat/shared/admin/moderation-schemas';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { RelativeTime } from '../../notifications/components/relative-time.tsx';
import { useReportTarget } from '../api/get-report-target.ts';

/** Every report of a target (who, why, their note, when) and staff's earlier decisions, read when opened. */
export function TargetReports({ target }: { target: TReportTarget }) {
  const { t } = useTranslation();
  const detail = useReportTarget(target.subject_type, target.subject_id, true);
  if (detail.isPending)
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('moderation.loading')}
        </span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  if (detail.isError || !detail.data)
    return (
      <Alert tone="error">
        <p>{t('moderation.reports_failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => detail.refetch()}>
          {t('moderation.retry')}
        </Button>
      </Alert>
    );
  const { reports, history } = detail.data;
  return (
    <div className="space-y-4">
      <ol className="space-y-2" data-testid="target-reports">
        {reports.map((report) => (
          <li
            key={report.id}
            className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-slate-900 dark:text-white" dir="auto">
                {report.reporter.name}
              </span>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                {t(`report.reasons.${report.reason}`)}
              </span>
              <span className="text-slate-600 dark:text-slate-400">
                <RelativeTime value={report.created_at} />
              </span>
              {report.decision ? (
                <span className="text-slate-600 dark:text-slate-400">
                  {t(`moderation.decision.${report.decision}`)}
                </span>
              ) : null}
            </p>
            {report.note ? (
              <p
                className="mt-1 whitespace-pre-line break-words text-slate-800 dark:text-slate-200"
                dir="auto"
              >
                {report.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {history.length ? (
        <div>
          <h4 className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
            {t('moderation.history')}
          </h4>
          <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="target-history">
            {history.map((entry) => (
              <li key={entry.id}>
                <RelativeTime value={entry.created_at} />
                {' · '}
                {t('moderation.history_entry', {
                  name: entry.actor_name,
                  action: t(`moderation.history_action.${entry.action.replace('reports.', '')}`),
                })}
                {entry.reason ? (
                  <span dir="auto">
                    {' — '}
                    {entry.reason}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
