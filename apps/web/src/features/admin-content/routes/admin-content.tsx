import type { TBulkReportAction, TReportAction } from '@haat/shared/admin/moderation';
import type { TReportTarget } from '@haat/shared/admin/moderation-schemas';
import { ShieldAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { QueueList } from '../../admin/components/queue-list.tsx';
import { QueueNotices } from '../../admin/components/queue-notices.tsx';
import { useDecision } from '../../admin/components/use-decision.ts';
import { useBulkDecideReports, useDecideReport } from '../api/decide-report.ts';
import { useContentQueue, useOpenTargetCount } from '../api/list-reports.ts';
import { ContentFilters } from '../components/content-filters.tsx';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { TargetCard } from '../components/target-card.tsx';
import {
  contentFiltersFrom,
  contentSearchOf,
  DEFAULT_CONTENT_FILTERS,
  isContentFiltered,
  type TContentFilters,
} from '../content-filters-logic.ts';

const BULK_ACTIONS: TBulkReportAction[] = ['hide', 'remove', 'dismiss'];
const isOpen = (target: TReportTarget) => target.status === 'open';

/**
 * `/admin/content`: the moderation queue, one card per reported target (most reports first), with
 * its filters in the address. Staff open a target's reports, decide one (a dialog with the note the
 * owner reads and the count of reports it closes), or select many and hide, remove or dismiss them
 * at once (the dialog names the count).
 */
export default function AdminContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = contentFiltersFrom(params);
  const list = useContentQueue(filters);
  const waiting = useOpenTargetCount();
  const decideReport = useDecideReport();
  const bulkDecide = useBulkDecideReports();
  const items = list.data?.data;
  const decision = useDecision<TReportTarget, TReportAction>(items, {
    alreadyDecided: t('moderation.already_decided'),
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<TBulkReportAction | null>(null);
  const [bulkProblem, setBulkProblem] = useState('');
  const [bulkFieldError, setBulkFieldError] = useState<string>();
  const [bulkNotice, setBulkNotice] = useState('');
  useDocumentTitle(t('moderation.title'));

  const chosen = useMemo(
    () => (items ?? []).filter((item) => isOpen(item) && selected.has(item.id)),
    [items, selected],
  );
  const apply = (next: TContentFilters) => {
    setSelected(new Set());
    setParams(new URLSearchParams(contentSearchOf(next)));
  };
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runBulk = async (note: string) => {
    if (!bulk || bulkDecide.isPending) return;
    setBulkProblem('');
    setBulkFieldError(undefined);
    try {
      const result = await bulkDecide.mutateAsync({
        targets: chosen.map((item) => ({ type: item.subject_type, id: item.subject_id })),
        action: bulk,
        ...(note ? { note } : {}),
      });
      setBulkNotice(
        t(`moderation.bulk_done.${bulk}`, { count: result.decided }) +
          (result.skipped.length ? ` ${t('moderation.bulk_skipped', { count: result.skipped.length })}` : ''),
      );
      setSelected(new Set());
      setBulk(null);
    } catch (error) {
      if (error instanceof ApiError && error.errors.note?.[0]) setBulkFieldError(error.errors.note[0]);
      else
        setBulkProblem(
          error instanceof ApiError && error.status !== 0 ? error.message : t('moderation.failed'),
        );
    }
  };

  const open = decision.dialog;
  return (
    <div>
      <PageHeader
        title={t('moderation.title')}
        subtitle={t('moderation.intro')}
        icon={<ShieldAlert className="size-5" />}
      />
      {waiting.data !== undefined ? (
        <p className="mb-4 text-sm font-medium text-slate-800 dark:text-slate-200" data-testid="open-count">
          {t('moderation.waiting', { count: waiting.data })}
        </p>
      ) : null}
      <ContentFilters
        filters={filters}
        onChange={(changes) => apply({ ...filters, ...changes })}
        onClear={() => apply(DEFAULT_CONTENT_FILTERS)}
        canClear={isContentFiltered(filters)}
      />
      <QueueNotices notice={bulkNotice || decision.notice} problem={decision.problem} />
      {chosen.length ? (
        <section
          className="sticky top-18 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 shadow-sm dark:border-emerald-800 dark:bg-emerald-950"
          aria-label={t('moderation.bulk_label')}
          data-testid="bulk-bar"
        >
          <p className="me-auto text-sm font-semibold text-emerald-950 dark:text-emerald-50">
            {t('moderation.selected', { count: chosen.length })}
          </p>
          {BULK_ACTIONS.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'remove' ? 'danger' : 'secondary'}
              onClick={() => {
                setBulkProblem('');
                setBulkFieldError(undefined);
                setBulk(action);
              }}
              data-testid={`bulk-${action}`}
            >
              {t(`moderation.action.${action}`)}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {t('moderation.clear_selection')}
          </Button>
        </section>
      ) : null}
      <section aria-labelledby="content-queue-title">
        <h2 id="content-queue-title" className="sr-only">
          {t('moderation.queue')}
        </h2>
        <QueueList
          list={list}
          testId="content"
          failedText={t('moderation.queue_failed')}
          filtered={isContentFiltered(filters)}
          onShowQueue={() => apply(DEFAULT_CONTENT_FILTERS)}
          focusRequest={decision.focusRequest}
          isWaiting={isOpen}
          emptyTitle={t('moderation.empty')}
          emptyText={t('moderation.empty_text')}
          renderItem={(item) => (
            <TargetCard
              target={item}
              selected={selected.has(item.id)}
              onSelect={(on) => select(item.id, on)}
              onDecide={(action) => decision.open(action, item)}
            />
          )}
        />
      </section>
      <DecisionDialog
        open={open !== null}
        action={open?.kind ?? 'dismiss'}
        targets={1}
        reports={open?.item.status === 'open' ? (open?.item.count ?? 0) : 0}
        subject={
          open
            ? `${t(`moderation.types.${open.item.subject_type}`)}: ${open.item.preview.text ?? t('moderation.no_text')}`
            : undefined
        }
        busy={decision.busy}
        serverError={decision.fieldError}
        problem={decision.dialogError}
        onCancel={decision.close}
        onConfirm={(note) =>
          decision.decide(
            (item) =>
              decideReport.mutateAsync({
                target: { type: item.subject_type, id: item.subject_id },
                action: open?.kind ?? 'dismiss',
                ...(note ? { note } : {}),
              }),
            () => {
              setBulkNotice('');
              return t(`moderation.done.${open?.kind ?? 'dismiss'}`);
            },
          )
        }
      />
      <DecisionDialog
        open={bulk !== null}
        action={bulk ?? 'dismiss'}
        targets={chosen.length}
        reports={chosen.reduce((sum, item) => sum + item.count, 0)}
        busy={bulkDecide.isPending}
        serverError={bulkFieldError}
        problem={bulkProblem}
        onCancel={() => {
          if (!bulkDecide.isPending) setBulk(null);
        }}
        onConfirm={runBulk}
      />
    </div>
  );
}
