import { CATEGORIES_PER_BUSINESS_MAX } from '@haat/shared/directory/schemas';
import { clsx } from 'clsx';
import { Building2, FolderTree, Package, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { type TBusiness, useOwnBusinesses } from '../../businesses/api/list-all-businesses.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { type TBusinessCategory, useCategories } from '../api/list-categories.ts';
import { moveItem, useReorderCategories } from '../api/reorder-categories.ts';
import { AddCategoryForm } from '../components/add-category-form.tsx';
import { BusinessPicker } from '../components/business-picker.tsx';
import { CategoryRow, focusKey } from '../components/category-row.tsx';
import { useDragSort } from '../components/use-drag-sort.ts';

/** Keeps a name's own direction inside a right-to-left sentence (Unicode first-strong isolate). */
function isolate(name: string): string {
  return document.documentElement.dir === 'rtl' ? `\u2068${name}\u2069` : name;
}

/** `/business/categories`: a business's own product categories — add, rename, reorder, delete. */
export default function CategoriesScreen() {
  const { t } = useTranslation();
  const businesses = useOwnBusinesses();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('categories.title'));

  const list = businesses.data ?? [];
  const wanted = params.get('business');
  const selected = list.find((business) => business.id === wanted) ?? list[0];

  return (
    <div>
      <PageHeader title={t('categories.title')} subtitle={t('categories.intro')} icon={<FolderTree />} />
      {businesses.isPending ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          <Skeleton className="h-11 w-full max-w-md" />
          <Skeleton className="mt-5 h-40 w-full" />
        </div>
      ) : businesses.isError ? (
        <Alert tone="error">
          <p>{t('categories.businesses_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => businesses.refetch()}>
            {t('categories.retry')}
          </Button>
        </Alert>
      ) : !selected ? (
        <Card>
          <EmptyState icon={<Building2 className="size-8" />} title={t('categories.no_business.title')}>
            <p>{t('categories.no_business.text')}</p>
            <ButtonLink to="/business-profiles/new" className="mt-3">
              <Plus aria-hidden className="size-4" />
              {t('categories.no_business.create')}
            </ButtonLink>
          </EmptyState>
        </Card>
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
            <BusinessPicker
              businesses={list}
              selected={selected}
              onChange={(id) => setParams({ business: id })}
            />
            <ButtonLink to={`/business/products?business=${selected.id}`} variant="secondary" size="sm">
              <Package aria-hidden className="size-4" />
              {t('categories.all_products')}
            </ButtonLink>
          </div>
          <BusinessCategories key={selected.id} business={selected} />
        </>
      )}
    </div>
  );
}

/** The categories of one business (remounted when the business changes). */
function BusinessCategories({ business }: { business: TBusiness }) {
  const { t } = useTranslation();
  const categories = useCategories(business.id);
  const reorder = useReorderCategories(business.id);
  const remove = useDeleteCategory(business.id);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState<TBusinessCategory>();
  const focusNext = useRef<{ key?: string; fallback?: 'add' }>(undefined);
  const items = categories.data ?? [];
  const listRef = useRef<HTMLOListElement>(null);

  // After a move or delete, put focus where the person was working (the list has re-rendered and
  // the confirmation dialog, which makes the page inert, has closed).
  useEffect(() => {
    const target = focusNext.current;
    if (!target || pending) return;
    focusNext.current = undefined;
    const element = target.key
      ? document.querySelector<HTMLElement>(`[data-focus="${target.key}"]`)
      : document.querySelector<HTMLElement>('[data-testid="add-category"] input');
    element?.focus();
  });

  const announce = (text: string) => {
    // Clearing first makes a screen reader repeat an identical message (two moves in a row).
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  };

  const move = (index: number, direction: -1 | 1) => {
    const to = index + direction;
    const item = items[index];
    if (!item || to < 0 || to >= items.length) return;
    focusNext.current = { key: focusKey(item.id, direction < 0 ? 'up' : 'down') };
    saveOrder(moveItem(items, index, to), item, to);
  };

  const saveOrder = (order: TBusinessCategory[], item: TBusinessCategory, to: number) => {
    setNotice(undefined);
    reorder.mutate(order, {
      // The alert is read out by itself (role="alert").
      onError: () => setNotice(t('categories.reorder_failed')),
    });
    announce(t('categories.moved', { name: item.name, position: to + 1, total: order.length }));
  };

  const sorter = useDragSort(items, listRef, (order, id, to) => {
    const item = order.find((entry) => entry.id === id);
    if (item) saveOrder(order, item, to);
  });

  const confirmDelete = async () => {
    if (!pending) return;
    const index = items.findIndex((item) => item.id === pending.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    try {
      await remove.mutateAsync(pending.id);
      setNotice(undefined);
      announce(t('categories.deleted', { name: pending.name }));
      focusNext.current = neighbour ? { key: focusKey(neighbour.id, 'delete') } : { fallback: 'add' };
    } catch {
      setNotice(t('categories.delete_failed'));
    }
    setPending(undefined);
  };

  return (
    <div className="space-y-5">
      <div aria-live="polite" className="sr-only" data-testid="announcer">
        {announcement}
      </div>

      <Card>
        <AddCategoryForm
          businessId={business.id}
          full={items.length >= CATEGORIES_PER_BUSINESS_MAX}
          onAdded={(name) => announce(t('categories.added', { name }))}
        />
      </Card>

      {notice ? <Alert tone="error">{notice}</Alert> : null}

      <Card aria-labelledby="category-list-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="category-list-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('categories.list.title')}
          </h2>
          {items.length > 1 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('categories.list.order_hint')}</p>
          ) : null}
        </div>
        {categories.isPending ? (
          <div aria-busy="true" className="mt-3 space-y-3">
            <span className="sr-only" role="status">
              {t('app.loading')}
            </span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-8 rounded-full" />
                <Skeleton className="h-5 flex-1" />
                <Skeleton className="h-9 w-32" />
              </div>
            ))}
          </div>
        ) : categories.isError ? (
          <Alert tone="error" className="mt-3">
            <p>{t('categories.list.failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => categories.refetch()}>
              {t('categories.retry')}
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <div className="mt-3">
            <EmptyState icon={<FolderTree className="size-8" />} title={t('categories.list.empty')}>
              <p>{t('categories.list.empty_text')}</p>
            </EmptyState>
          </div>
        ) : (
          <ol
            ref={listRef}
            className={clsx(
              'mt-2 divide-y divide-slate-200 dark:divide-slate-800',
              sorter.draggingId && 'cursor-grabbing select-none',
            )}
            aria-labelledby="category-list-title"
            data-testid="category-list"
          >
            {sorter.items.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                index={index}
                total={sorter.items.length}
                dragging={sorter.draggingId === category.id}
                onDragStart={items.length > 1 ? sorter.start(category.id) : undefined}
                businessId={business.id}
                onMove={move}
                onDelete={setPending}
                onRenamed={(_id, name) => announce(t('categories.renamed', { name }))}
              />
            ))}
          </ol>
        )}
      </Card>

      <ConfirmDialog
        open={!!pending}
        title={t('categories.delete.title', { name: isolate(pending?.name ?? '') })}
        confirmLabel={t('categories.delete.confirm')}
        cancelLabel={t('categories.delete.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(undefined)}
      >
        <p>
          {pending && pending.product_count > 0
            ? t('categories.delete.text_products', { count: pending.product_count })
            : t('categories.delete.text_empty')}
        </p>
        <p className="mt-2">{t('categories.delete.undo')}</p>
      </ConfirmDialog>
    </div>
  );
}
