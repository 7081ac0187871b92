import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/field.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useLanguage } from '../../../../lib/use-page.ts';
import { PER_PAGE_CHOICES } from './list-params.ts';

/** The number of pages of `total` rows (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * "1–25 of 230 · Page 1 of 10", Previous / Next and the page size. The arrows follow the reading
 * direction (mirrored in right-to-left languages).
 */
export function Pager({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sizeId = useId();
  const pages = pageCount(total, perPage);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={t('admin.table.pages')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300"
      data-testid="pager"
    >
      <p aria-live="polite" data-testid="pager-status">
        {t('admin.table.showing', {
          from: formatNumber(first, lang),
          to: formatNumber(last, lang),
          total: formatNumber(total, lang),
        })}
        {' · '}
        {t('admin.table.page_of', { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onPerPage ? (
          <span className="inline-flex items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap">
              {t('admin.table.per_page')}
            </label>
            <Select
              id={sizeId}
              value={String(perPage)}
              onChange={(event) => onPerPage(Number(event.target.value))}
              className="min-h-9 w-auto! py-1 text-sm"
              data-testid="per-page"
            >
              {PER_PAGE_CHOICES.map((size) => (
                <option key={size} value={size}>
                  {formatNumber(size, lang)}
                </option>
              ))}
            </Select>
          </span>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          data-testid="page-previous"
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('admin.table.previous')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          data-testid="page-next"
        >
          {t('admin.table.next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
