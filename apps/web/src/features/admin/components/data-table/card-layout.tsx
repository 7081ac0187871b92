import { clsx } from 'clsx';
import { Fragment, useId } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { sortParts } from './list-params.ts';
import { DetailButton, RowCheckbox, SelectAll } from './row-controls.tsx';
import type { TLayoutProps } from './types.ts';

/** Cards instead of the table below 640 px (each column a labelled value). */
export function CardLayout<Row>(props: TLayoutProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, sort, onSort, selection, detail, open, toggleOpen, testId } = props;
  const baseId = useId();
  const selectId = `${baseId}-all`;
  const sortable = columns.filter((column) => column.sortField);
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const rest = columns.filter((column) => column !== primary && !column.hideOnCard);
  const current = sort ? sortParts(sort) : undefined;
  return (
    <div className="space-y-3">
      {selection || (sortable.length > 0 && onSort) ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {selection ? (
            <span className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
              <SelectAll {...props} inputId={selectId} />
              <label htmlFor={selectId}>{t('admin.table.select_page_short')}</label>
            </span>
          ) : (
            <span />
          )}
          {sortable.length > 0 && onSort && current ? (
            <label className="inline-flex items-center gap-2 text-sm">
              <span className="font-medium">{t('admin.table.sort')}</span>
              <select
                className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-sm dark:border-slate-500 dark:bg-slate-900"
                value={sort}
                onChange={(event) => {
                  const value = event.target.value;
                  const parts = sortParts(value);
                  onSort(parts.field, parts.descending ? 'desc' : 'asc');
                }}
                data-testid="card-sort"
              >
                {sortable.flatMap((column) => [
                  <option key={`${column.sortField}-a`} value={column.sortField}>
                    {t('admin.table.sort_ascending', { column: column.header })}
                  </option>,
                  <option key={`${column.sortField}-d`} value={`-${column.sortField}`}>
                    {t('admin.table.sort_descending', { column: column.header })}
                  </option>,
                ])}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      <ul className="space-y-3" aria-label={props.label} data-testid={testId}>
        {rows.map((row) => {
          const id = rowKey(row);
          const expanded = open.has(id);
          const detailId = `${baseId}-${id}`;
          return (
            <li key={id} data-testid="table-row">
              <Card
                as="article"
                className={clsx(selection?.isSelected(id) && 'border-emerald-400 dark:border-emerald-700')}
              >
                <div className="flex items-start gap-3">
                  {selection ? (
                    <div className="pt-0.5">
                      <RowCheckbox row={row} props={props} />
                    </div>
                  ) : null}
                  <div className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
                    {primary?.cell(row)}
                  </div>
                  {detail ? (
                    <DetailButton
                      expanded={expanded}
                      controls={detailId}
                      name={props.rowLabel(row)}
                      onClick={() => toggleOpen(id)}
                    />
                  ) : null}
                </div>
                {rest.length > 0 ? (
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {rest.map((column) => (
                      <Fragment key={column.key}>
                        <dt className="text-slate-600 dark:text-slate-400">{column.header}</dt>
                        <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">
                          {column.cell(row)}
                        </dd>
                      </Fragment>
                    ))}
                  </dl>
                ) : null}
                {detail && expanded ? (
                  <div id={detailId} className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
                    {detail(row)}
                  </div>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
