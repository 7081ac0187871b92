import { clsx } from 'clsx';
import { Fragment, useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { ariaSort, DetailButton, RowCheckbox, SelectAll, SortButton } from './row-controls.tsx';
import type { TLayoutProps } from './types.ts';

/** The table of wide screens: sort buttons in the headers, checkboxes, expandable details. */
export function TableLayout<Row>(props: TLayoutProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, sort, onSort, selection, detail, open, toggleOpen, testId } = props;
  const baseId = useId();
  const span = columns.length + (selection ? 1 : 0) + (detail ? 1 : 0);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-start text-sm" data-testid={testId}>
        <caption className="sr-only">{props.label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {selection ? (
              <th scope="col" className="w-12 px-3 py-2">
                <SelectAll {...props} />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(sort, column.sortField)}
                className={clsx(
                  'px-3 py-2 font-semibold whitespace-nowrap',
                  column.align === 'end' ? 'text-end' : 'text-start',
                )}
              >
                {column.sortField && onSort ? (
                  <SortButton column={column} sort={sort} onSort={onSort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
            {detail ? (
              <th scope="col" className="w-12">
                <span className="sr-only">{t('admin.table.details')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = rowKey(row);
            const expanded = open.has(id);
            const detailId = `${baseId}-${id}`;
            return (
              <Fragment key={id}>
                <tr
                  className={clsx(
                    'border-b border-slate-100 last:border-0 dark:border-slate-800',
                    selection?.isSelected(id) && 'bg-emerald-50 dark:bg-emerald-950/50',
                  )}
                  data-testid="table-row"
                >
                  {selection ? (
                    <td className="px-3 py-2">
                      <RowCheckbox row={row} props={props} />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={clsx(
                        'px-3 py-2 align-top text-slate-800 dark:text-slate-200',
                        column.align === 'end' ? 'text-end tabular-nums' : 'text-start',
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {detail ? (
                    <td className="px-1 py-1 text-end">
                      <DetailButton
                        expanded={expanded}
                        controls={detailId}
                        name={props.rowLabel(row)}
                        onClick={() => toggleOpen(id)}
                      />
                    </td>
                  ) : null}
                </tr>
                {detail && expanded ? (
                  <tr
                    id={detailId}
                    className="border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/40"
                  >
                    <td colSpan={span} className="px-4 py-3">
                      {detail(row)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
