import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../../components/ui/card.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useMedia } from '../../../../lib/use-media.ts';
import { CardLayout } from './card-layout.tsx';
import { TableLayout } from './table-layout.tsx';
import type { TDataTableProps } from './types.ts';

export type { TColumn, TListStatus } from './types.ts';

const SKELETON_ROWS = 5;

/**
 * An admin list: a table with sort buttons in the headers (aria-sort), optional row checkboxes with
 * select-all on the page, optional expandable details; cards instead of the table below 640 px; a
 * skeleton while the first page loads, faded rows while another loads, the error with a retry, and
 * the empty state. A row links through a cell (a `<Link>` in a column's `cell`), never by a click on
 * the row alone.
 */
export function DataTable<Row>(props: TDataTableProps<Row>) {
  const { t } = useTranslation();
  const wide = useMedia('(min-width: 640px)');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const { status, rows, testId = 'data-table' } = props;

  if (status.isPending && !rows) return <TableSkeleton testId={testId} />;
  if (status.isError && !rows) {
    return (
      <Alert tone="error">
        <p data-testid={`${testId}-error`}>{props.errorText ?? t('admin.table.load_failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => status.refetch()}>
          {t('admin.table.retry')}
        </Button>
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <div data-testid={`${testId}-empty`}>
        {props.empty ?? (
          <Card>
            <EmptyState icon={<Inbox className="size-8" />} title={t('admin.table.empty')} />
          </Card>
        )}
      </div>
    );
  }

  const toggleOpen = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const shared = { ...props, rows, open, toggleOpen };
  return (
    <div
      className={clsx('transition-opacity', status.isFetching && status.isPlaceholderData && 'opacity-60')}
      aria-busy={status.isFetching || undefined}
    >
      {status.isError ? (
        <Alert tone="error" className="mb-3">
          <p>{props.errorText ?? t('admin.table.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => status.refetch()}>
            {t('admin.table.retry')}
          </Button>
        </Alert>
      ) : null}
      {wide ? <TableLayout {...shared} testId={testId} /> : <CardLayout {...shared} testId={testId} />}
    </div>
  );
}

function TableSkeleton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2" aria-busy="true" data-testid={`${testId}-loading`}>
      <span className="sr-only" role="status">
        {t('admin.table.loading')}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} as="div" className="flex items-center gap-3">
          <Skeleton className="size-5" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-1/5 sm:block" />
          <Skeleton className="hidden h-4 w-1/6 sm:block" />
        </Card>
      ))}
    </div>
  );
}
