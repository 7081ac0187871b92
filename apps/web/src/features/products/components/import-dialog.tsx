import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  MARKETPLACE_CATEGORIES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_STATUSES,
  type TImportResult,
} from '@haat/shared/directory/products';
import { Download, FileUp, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useImportProducts } from '../api/csv.ts';

interface TRowProblem {
  row: number;
  column: string;
  message: string;
}

/** `rows.<line>.<column>` errors of a rejected import, in row order; other keys (e.g. `file`) apart. */
function readProblems(errors: Record<string, string[]>): { rows: TRowProblem[]; general: string[] } {
  const rows: TRowProblem[] = [];
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(key);
    for (const message of messages) {
      if (match) rows.push({ row: Number(match[1]), column: match[2] ?? '', message });
      else general.push(message);
    }
  }
  rows.sort((a, b) => a.row - b.row);
  return { rows, general };
}

const TEMPLATE_ROWS = [
  ['Cotton T-shirt', 'Soft cotton, all sizes', '450.00', '25', 'clothing', 'Shirts', 'active', 'new'],
  ['Darjeeling tea 250 g', '', '320.50', '0', 'food', '', 'draft', 'used'],
];

function templateCsv(): Blob {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = [[...PRODUCT_CSV_COLUMNS], ...TEMPLATE_ROWS].map((row) => row.map(quote).join(','));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/**
 * Imports products from a CSV file, all rows or none: the owner may check the file first (a dry
 * run); a rejected file lists each row's problems. `onImported` gets the result of a real import.
 */
export function ImportDialog({
  open,
  businessId,
  onClose,
  onImported,
}: {
  open: boolean;
  businessId: string;
  onClose: () => void;
  onImported: (result: TImportResult) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<{ message: string; rows: TRowProblem[]; general: string[] }>();
  const [checked, setChecked] = useState<TImportResult>();
  const run = useImportProducts(businessId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) {
      setFile(undefined);
      setError(undefined);
      setChecked(undefined);
    }
  }, [open]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setError(undefined);
    setChecked(undefined);
    if (chosen && chosen.size > CSV_MAX_BYTES) {
      setError({ message: t('validation.csv_size'), rows: [], general: [] });
      setFile(undefined);
      event.target.value = '';
      return;
    }
    setFile(chosen);
  };

  const send = async (dryRun: boolean) => {
    if (!file) {
      setError({ message: t('validation.csv_required'), rows: [], general: [] });
      return;
    }
    setError(undefined);
    setChecked(undefined);
    try {
      const answer = await run.mutateAsync({ file, dryRun });
      if (dryRun) setChecked(answer.data);
      else onImported(answer.data);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status !== 0) {
        const problems = readProblems(failure.errors);
        setError({ message: failure.message || t('products.import.failed'), ...problems });
      } else setError({ message: t('products.import.failed'), rows: [], general: [] });
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="import-dialog"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {open ? (
        <div className="space-y-4">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {t('products.import.title')}
            </h2>
            <Button variant="ghost" size="sm" onClick={onClose} aria-label={t('products.common.close')}>
              <X aria-hidden className="size-5" />
            </Button>
          </div>
          <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
            <p>{t('products.import.intro')}</p>
            <p>
              {t('products.import.columns')}{' '}
              <code dir="ltr" className="break-words rounded bg-slate-100 px-1 dark:bg-slate-800">
                {PRODUCT_CSV_COLUMNS.join(',')}
              </code>
            </p>
            <ul className="list-disc space-y-1 ps-5">
              <li>{t('products.import.hint_required')}</li>
              <li>{t('products.import.hint_price')}</li>
              <li>
                {t('products.import.hint_market')}{' '}
                <code dir="ltr" className="break-words">
                  {MARKETPLACE_CATEGORIES.join(', ')}
                </code>
              </li>
              <li>
                {t('products.import.hint_status')} <code dir="ltr">{PRODUCT_STATUSES.join(', ')}</code>
              </li>
              <li>{t('products.import.hint_category')}</li>
              <li>{t('products.import.hint_limits', { rows: CSV_MAX_ROWS, size: 2 })}</li>
            </ul>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => saveBlob(templateCsv(), 'products-template.csv')}
              data-testid="import-template"
            >
              <Download aria-hidden className="size-4" />
              {t('products.import.template')}
            </Button>
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={choose}
              data-testid="import-file"
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={buttonClass(
                'secondary',
                'md',
                'cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-amber-500',
              )}
            >
              <FileUp aria-hidden className="size-4" />
              {t('products.import.choose')}
            </label>
            <span className="min-w-0 break-all text-sm text-slate-700 dark:text-slate-300">
              {file?.name ?? t('products.import.no_file')}
            </span>
          </div>

          {error ? (
            <Alert tone="error">
              <p className="font-medium" data-testid="import-error">
                {error.message}
              </p>
              <p className="mt-1">{t('products.import.fix_file')}</p>
              {error.general.map((message) => (
                <p key={message} className="mt-1">
                  {message}
                </p>
              ))}
              {error.rows.length ? (
                <div className="mt-2 overflow-x-auto">
                  <table className="w-full text-start text-sm" data-testid="import-row-errors">
                    <caption className="sr-only">{t('products.import.row_errors')}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className="pe-3 text-start font-semibold">
                          {t('products.import.row')}
                        </th>
                        <th scope="col" className="pe-3 text-start font-semibold">
                          {t('products.import.column')}
                        </th>
                        <th scope="col" className="text-start font-semibold">
                          {t('products.import.problem')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {error.rows.map((problem) => (
                        <tr key={`${problem.row}-${problem.column}-${problem.message}`} className="align-top">
                          <td className="whitespace-nowrap pe-3 tabular-nums">
                            {t('products.import.row_n', { row: problem.row })}
                          </td>
                          <td className="pe-3">
                            {problem.column
                              ? t(`fields.${problem.column}`, { defaultValue: problem.column })
                              : '—'}
                          </td>
                          <td>{problem.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </Alert>
          ) : null}

          {checked ? (
            <Alert tone="success">
              <p data-testid="import-checked">{t('products.import.checked', { count: checked.rows })}</p>
              {checked.created_categories.length ? (
                <p className="mt-1">
                  {t('products.import.new_categories', { names: checked.created_categories.join(', ') })}
                </p>
              ) : null}
            </Alert>
          ) : null}

          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {t('products.common.cancel')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => send(true)}
              loading={run.isPending && run.variables?.dryRun === true}
              disabled={run.isPending}
              data-testid="import-check"
            >
              {t('products.import.check')}
            </Button>
            <Button
              onClick={() => send(false)}
              loading={run.isPending && run.variables?.dryRun === false}
              disabled={run.isPending}
              data-testid="import-submit"
            >
              {t('products.import.submit')}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
