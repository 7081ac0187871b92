import {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_SORTS,
  PRODUCT_CONDITIONS,
} from '@haat/shared/marketplace/constants';
import type { TMarketplaceFacets } from '@haat/shared/marketplace/schemas';
import { districtName } from '@haat/shared/places/bd-places';
import { clsx } from 'clsx';
import { BadgeCheck, PackageCheck, Search, X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TMarketFilters } from '../api/marketplace.ts';

function Toggle({
  name,
  checked,
  onChange,
  icon,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium has-focus-visible:ring-3 has-focus-visible:ring-amber-500',
        checked
          ? 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'
          : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
      )}
    >
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-emerald-700"
      />
      {icon}
      {children}
    </label>
  );
}

/**
 * The marketplace's search form: words, category, price range (taka), district, condition, in stock,
 * verified sellers, sort; each choice with how many products it would give. A plain GET form of
 * `/marketplace/search` without JavaScript; with it, choices apply at once and words and prices on submit.
 */
export function SearchForm({
  filters,
  facets,
  onChange,
  onClear,
  canClear,
}: {
  filters: TMarketFilters;
  facets: TMarketplaceFacets | undefined;
  onChange: (changes: Partial<TMarketFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countOf = <T extends string>(list: { value: T; count: number }[] | undefined, value: T) =>
    list?.find((row) => row.value === value)?.count;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined
      ? label
      : t('marketplace.filters.with_count', { label, count: formatNumber(count, lang) });
  const districts = facets?.district.map((row) => row.value) ?? [];
  if (filters.district && !districts.includes(filters.district)) districts.unshift(filters.district);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const price = (name: string) => {
      const value = text(name).trim();
      return /^\d{1,9}$/.test(value) ? String(Number(value)) : '';
    };
    onChange({ q: text('q').slice(0, 100), min_price: price('min_price'), max_price: price('max_price') });
  };

  return (
    <search aria-label={t('marketplace.search.region')} data-testid="market-filters">
      <form action="/marketplace/search" method="get" onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <label htmlFor="market-q" className="sr-only">
              {t('marketplace.search.label')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            />
            <Input
              key={filters.q}
              id="market-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={100}
              placeholder={t('marketplace.search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="ps-10"
            />
          </div>
          <Button type="submit" data-testid="search-submit">
            <Search aria-hidden className="size-4 sm:hidden" />
            <span className="max-sm:sr-only">{t('marketplace.search.submit')}</span>
          </Button>
        </div>

        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <Field label={t('marketplace.filters.category')} className="col-span-2 md:col-span-1">
            {({ id }) => (
              <Select
                id={id}
                name="category"
                value={filters.category}
                data-testid="category-filter"
                onChange={(event) => onChange({ category: event.target.value as TMarketFilters['category'] })}
              >
                <option value="">{t('marketplace.filters.any_category')}</option>
                {MARKETPLACE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {withCount(t(`marketplace.categories.${category}`), countOf(facets?.category, category))}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('marketplace.filters.min_price')}>
            {({ id }) => (
              <Input
                key={filters.min_price}
                id={id}
                name="min_price"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={filters.min_price}
                data-testid="min-price"
              />
            )}
          </Field>
          <Field label={t('marketplace.filters.max_price')}>
            {({ id }) => (
              <Input
                key={filters.max_price}
                id={id}
                name="max_price"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={filters.max_price}
                data-testid="max-price"
              />
            )}
          </Field>
          <Field label={t('marketplace.filters.district')}>
            {({ id }) => (
              <Select
                id={id}
                name="district"
                value={filters.district}
                data-testid="district-filter"
                onChange={(event) => onChange({ district: event.target.value })}
              >
                <option value="">{t('marketplace.filters.any_district')}</option>
                {districts.map((code) => (
                  <option key={code} value={code}>
                    {withCount(districtName(code, lang), countOf(facets?.district, code))}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('marketplace.filters.condition')}>
            {({ id }) => (
              <Select
                id={id}
                name="condition"
                value={filters.condition}
                data-testid="condition-filter"
                onChange={(event) =>
                  onChange({ condition: event.target.value as TMarketFilters['condition'] })
                }
              >
                <option value="">{t('marketplace.filters.any_condition')}</option>
                {PRODUCT_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {withCount(
                      t(`marketplace.condition.${condition}`),
                      countOf(facets?.condition, condition),
                    )}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>

        <div className="flex flex-wrap items-end gap-2">
          <Toggle
            name="in_stock"
            checked={filters.in_stock}
            onChange={(in_stock) => onChange({ in_stock })}
            icon={<PackageCheck aria-hidden className="size-4" />}
          >
            {t('marketplace.filters.in_stock')}
          </Toggle>
          <Toggle
            name="verified"
            checked={filters.verified}
            onChange={(verified) => onChange({ verified })}
            icon={<BadgeCheck aria-hidden className="size-4" />}
          >
            {t('marketplace.filters.verified')}
          </Toggle>
          <Field label={t('marketplace.filters.sort')} className="ms-auto w-full sm:w-56">
            {({ id }) => (
              <Select
                id={id}
                name="sort"
                value={filters.sort}
                data-testid="sort"
                onChange={(event) => onChange({ sort: event.target.value as TMarketFilters['sort'] })}
              >
                <option value="">{t('marketplace.sort.default')}</option>
                {MARKETPLACE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`marketplace.sort.${sort}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          {canClear ? (
            <Button size="sm" variant="ghost" type="button" onClick={onClear} data-testid="clear-filters">
              <X aria-hidden className="size-4" />
              {t('marketplace.filters.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
