import { AUDIT_TARGET_TYPES, type TAuditEntry } from '@haat/shared/admin/audit-schemas';
import { ScrollText, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader } from '../../../components/ui/card.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import {
  DataTable,
  DateRange,
  ExportButton,
  FilterBar,
  FilterSelect,
  Pager,
  type TColumn,
  useListParams,
} from '../../admin/components/data-table/index.ts';
import { auditExportUrl, useAuditList } from '../api/list-audit.ts';
import { AUDIT_LIST, actionGroups, actionLabel } from '../audit-logic.ts';
import { AuditDetail } from '../components/audit-detail.tsx';

/**
 * `/admin/audit`: every staff action, newest first, filtered by actor, action (or a whole area),
 * target and days, all in the address (a bookmarked view); each row opens to its before → after,
 * field by field; the same view downloads as CSV. Admins only (the `audit` area).
 */
export default function AdminAudit() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useListParams(AUDIT_LIST);
  const answer = useAuditList(list.query);
  useDocumentTitle(t('admin_audit.title'));
  const { filters } = list;
  const targetName = (type: string) => t(`admin_audit.targets.${type}`, { defaultValue: type });
  const historyOf = (entry: TAuditEntry) =>
    `?${new URLSearchParams({ target_type: entry.target.type, target_id: entry.target.id ?? '' })}`;

  const columns: TColumn<TAuditEntry>[] = [
    {
      key: 'action',
      header: t('admin_audit.columns.action'),
      primary: true,
      cell: (entry) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900 dark:text-white" data-testid="audit-action">
            {actionLabel(t, entry.action)}
          </span>
          <code className="text-xs text-slate-500 dark:text-slate-400" dir="ltr">
            {entry.action}
          </code>
        </span>
      ),
    },
    {
      key: 'created_at',
      header: t('admin_audit.columns.when'),
      sortField: 'created_at',
      firstSort: 'desc',
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>,
    },
    {
      key: 'actor',
      header: t('admin_audit.columns.actor'),
      cell: (entry) => (
        <span className="flex flex-col">
          <span dir="auto" data-testid="audit-actor">
            {entry.actor.name}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t(`admin_audit.roles.${entry.actor.role}`, { defaultValue: entry.actor.role })}
          </span>
        </span>
      ),
    },
    {
      key: 'target',
      header: t('admin_audit.columns.target'),
      cell: (entry) => (
        <span className="flex flex-col">
          <span className="text-xs text-slate-500 dark:text-slate-400">{targetName(entry.target.type)}</span>
          {entry.target.id ? (
            <Link
              to={historyOf(entry)}
              className="font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
              aria-label={t('admin_audit.target_history', {
                target: entry.target.label ?? entry.target.id,
              })}
              data-testid="audit-target"
            >
              <span dir="auto">{entry.target.label ?? entry.target.id}</span>
            </Link>
          ) : (
            <span dir="auto">{entry.target.label ?? '—'}</span>
          )}
        </span>
      ),
    },
    {
      key: 'reason',
      header: t('admin_audit.columns.reason'),
      className: 'max-w-64',
      cell: (entry) =>
        entry.reason ? (
          <span dir="auto" className="line-clamp-2 break-words">
            {entry.reason}
          </span>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">—</span>
        ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('admin_audit.title')}
        subtitle={t('admin_audit.intro')}
        icon={<ScrollText className="size-5" />}
      />
      <FilterBar filtered={list.filtered} onClear={list.reset}>
        <SearchField
          label={t('admin_audit.filters.actor')}
          placeholder={t('admin_audit.filters.actor_placeholder')}
          value={filters.actor}
          onSearch={(actor) => list.setFilter('actor', actor)}
          testId="audit-actor-filter"
        />
        <FilterSelect
          label={t('admin_audit.filters.action')}
          value={filters.action}
          onChange={(action) => list.setFilter('action', action)}
          anyLabel={t('admin_audit.filters.any_action')}
          groups={actionGroups(t)}
          testId="audit-action-filter"
        />
        <FilterSelect
          label={t('admin_audit.filters.target_type')}
          value={filters.target_type}
          onChange={(type) => list.setFilters({ target_type: type, target_id: '' })}
          anyLabel={t('admin_audit.filters.any_target')}
          options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: targetName(type) }))}
          testId="audit-target-filter"
        />
        <DateRange from={filters.from} to={filters.to} onChange={(range) => list.setFilters(range)} />
      </FilterBar>

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        {filters.target_id ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 py-1 ps-3 pe-1 text-sm text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50">
            <span className="break-all">
              {t('admin_audit.filters.one_target', { id: filters.target_id })}
            </span>
            <Button
              size="sm"
              variant="ghost"
              className="min-h-8 rounded-full px-2"
              onClick={() => list.setFilter('target_id', '')}
              aria-label={t('admin_audit.filters.all_targets')}
              data-testid="clear-target"
            >
              <X aria-hidden className="size-4" />
            </Button>
          </p>
        ) : (
          <span />
        )}
        <ExportButton
          href={auditExportUrl(list.exportQuery)}
          filename={`haat-audit-${new Date().toISOString().slice(0, 10)}.csv`}
        />
      </div>

      <DataTable
        label={t('admin_audit.table_label')}
        columns={columns}
        rows={answer.data?.data}
        rowKey={(entry) => entry.id}
        rowLabel={(entry) => `${actionLabel(t, entry.action)}, ${entry.target.label ?? entry.target.type}`}
        sort={list.sort}
        onSort={list.toggleSort}
        status={answer}
        errorText={t('admin_audit.load_failed')}
        detail={(entry) => <AuditDetail entry={entry} />}
        testId="audit-table"
        empty={
          <Card>
            <EmptyState
              icon={<ScrollText className="size-8" />}
              title={list.filtered ? t('admin_audit.empty_filtered') : t('admin_audit.empty')}
            >
              {list.filtered ? (
                <Button size="sm" variant="secondary" className="mt-2" onClick={list.reset}>
                  {t('admin.table.clear_filters')}
                </Button>
              ) : (
                <p>{t('admin_audit.empty_text')}</p>
              )}
            </EmptyState>
          </Card>
        }
      />
      {answer.data && answer.data.meta.total > 0 ? (
        <Pager
          page={list.page}
          perPage={list.perPage}
          total={answer.data.meta.total}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      ) : null}
    </div>
  );
}
