import {
  MARKETPLACE_CATEGORIES,
  type TBulkProductAction,
  type TMarketplaceCategory,
} from '@haat/shared/directory/products';
import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBulkProducts } from '../api/bulk-products.ts';

const ACTIONS: TBulkProductAction[] = [
  'activate',
  'draft',
  'archive',
  'set_category',
  'set_marketplace_category',
  'delete',
];

/**
 * The bar shown while products are selected: one action for all of them, confirmed first (the two
 * "set" actions choose the category in the confirmation). Reports the outcome through `onDone`.
 */
export function BulkActions({
  businessId,
  ids,
  categories,
  onClear,
  onDone,
}: {
  businessId: string;
  ids: string[];
  categories: TBusinessCategory[];
  onClear: () => void;
  onDone: (notice: { tone: 'success' | 'error'; text: string }) => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkProducts(businessId);
  const [action, setAction] = useState<TBulkProductAction>();
  const [category, setCategory] = useState('');
  const [market, setMarket] = useState<TMarketplaceCategory | ''>('');
  const categoryId = useId();
  const marketId = useId();
  const count = ids.length;

  const open = (next: TBulkProductAction) => {
    setCategory('');
    setMarket('');
    setAction(next);
  };

  const confirm = async () => {
    if (!action) return;
    try {
      const affected = await bulk.mutateAsync({
        ids,
        action,
        ...(action === 'set_category' ? { category_id: category === 'none' ? null : category } : {}),
        ...(action === 'set_marketplace_category' && market ? { marketplace_category: market } : {}),
      });
      onDone({
        tone: 'success',
        text: t(action === 'delete' ? 'products.bulk.deleted' : 'products.bulk.updated', { count: affected }),
      });
      onClear();
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 0 ? error.message : '';
      onDone({
        tone: 'error',
        text: detail ? `${t('products.bulk.failed')}: ${detail}` : t('products.bulk.failed'),
      });
    }
    setAction(undefined);
  };

  const needsChoice =
    (action === 'set_category' && !category) || (action === 'set_marketplace_category' && !market);

  return (
    <div
      className="sticky top-16 z-10 mb-3 space-y-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 shadow-sm dark:border-emerald-800 dark:bg-emerald-950"
      data-testid="bulk-bar"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-emerald-950 dark:text-emerald-50" aria-live="polite">
          {t('products.bulk.selected', { count })}
        </p>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('products.bulk.clear')}
        </Button>
      </div>
      {/* One scrolling row on phones, wrapping rows on wider screens. */}
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {ACTIONS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={name === 'delete' ? 'danger' : 'secondary'}
            className="shrink-0 whitespace-nowrap"
            onClick={() => open(name)}
            data-testid={`bulk-${name}`}
          >
            {t(`products.bulk.${name}`)}
          </Button>
        ))}
      </div>

      <ConfirmDialog
        open={!!action}
        title={action ? t(`products.bulk.${action}_title`, { count }) : ''}
        confirmLabel={action ? t(`products.bulk.${action}`) : ''}
        cancelLabel={t('products.common.cancel')}
        danger={action === 'delete'}
        busy={bulk.isPending}
        confirmDisabled={needsChoice}
        onConfirm={confirm}
        onCancel={() => setAction(undefined)}
      >
        <p>{action ? t(`products.bulk.${action}_text`, { count }) : null}</p>
        {action === 'set_category' ? (
          <div className="space-y-1.5">
            <label htmlFor={categoryId} className="block text-sm font-medium">
              {t('products.fields.category')}
            </label>
            <Select
              id={categoryId}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              data-testid="bulk-category"
            >
              <option value="">{t('products.bulk.choose')}</option>
              <option value="none">{t('products.fields.no_category')}</option>
              {categories.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {action === 'set_marketplace_category' ? (
          <div className="space-y-1.5">
            <label htmlFor={marketId} className="block text-sm font-medium">
              {t('products.fields.marketplace_category')}
            </label>
            <Select
              id={marketId}
              value={market}
              onChange={(event) => setMarket(event.target.value as TMarketplaceCategory | '')}
              data-testid="bulk-market"
            >
              <option value="">{t('products.bulk.choose')}</option>
              {MARKETPLACE_CATEGORIES.map((item) => (
                <option key={item} value={item}>
                  {t(`products.market.${item}`)}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
