import { BUSINESS_TYPES, DIRECTORY_SORTS } from '@haat/shared/directory/constants';
import { districtName, districtOfName } from '@haat/shared/places/bd-places';
import { clsx } from 'clsx';
import { BadgeCheck, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useCities } from '../api/list-cities.ts';
import type { TDirectoryFilters } from '../api/search-directory.ts';

/**
 * Alphabetical order of place names without Intl.Collator, whose start-up holds a phone's first
 * render (decision 026): lower-cased code-point order is the alphabet's for the Latin names and for
 * Bengali, whose Unicode block follows its alphabet.
 */
function compareNames(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The directory's search box, filters (type, city, verified) and sort order. */
export function DirectoryFilters({
  filters,
  text,
  onText,
  onSubmit,
  onChange,
  onClear,
  canClear,
}: {
  filters: TDirectoryFilters;
  /** What is in the search box (committed to the address after a pause). */
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  onChange: (changes: Partial<TDirectoryFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const cities = useCities();
  // Phones: the selects fold away behind a "Filters" button; wider screens always show them.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The checkbox shows a click at once; the address (and so `filters`) follows a moment later.
  // Until it does, the clicked state wins; any change of the address (Back, Clear) resets it.
  const [verifiedClicked, setVerifiedClicked] = useState<boolean | null>(null);
  const [seenVerified, setSeenVerified] = useState(filters.verified);
  if (seenVerified !== filters.verified) {
    setSeenVerified(filters.verified);
    setVerifiedClicked(null);
  }
  const verifiedShown = verifiedClicked ?? filters.verified;
  const chosen = [filters.type, filters.city, filters.sort !== 'relevance'].filter(Boolean).length;
  // Each district of Bangladesh comes once (its code is the value), named in the reader's language.
  const cityOptions = useMemo(() => {
    const list = (cities.data ?? [])
      .map((row) => ({ ...row, name: row.district ? districtName(row.district, lang) : row.city }))
      .sort((a, b) => compareNames(a.name, b.name));
    const chosen = filters.city.toLowerCase();
    const chosenDistrict = districtOfName(filters.city);
    const same = (row: { city: string }) =>
      row.city.toLowerCase() === chosen || (!!chosenDistrict && row.city === chosenDistrict);
    if (chosen && !list.some(same))
      list.unshift({ city: filters.city, district: null, name: filters.city, count: -1 });
    return { list, value: list.find(same)?.city ?? '' };
  }, [cities.data, filters.city, lang]);

  return (
    <search
      aria-label={t('directory.search.region')}
      className="mb-5 flex flex-col gap-3"
      data-testid="directory-filters"
    >
      {/* Without JavaScript the form still searches: a GET of /business?q=… (rendered on the server). */}
      <form
        action="/business"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex gap-2"
      >
        <div className="relative min-w-0 flex-1">
          <label htmlFor="directory-q" className="sr-only">
            {t('directory.search.label')}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="directory-q"
            name="q"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => onText(event.target.value)}
            placeholder={t('directory.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="ps-10"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden className="size-4 sm:hidden" />
          <span className="max-sm:sr-only">{t('directory.search.submit')}</span>
        </Button>
      </form>

      <div className="flex flex-wrap items-center gap-2 sm:order-last">
        <Button
          size="sm"
          variant="secondary"
          className="rounded-full sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('directory.filters.toggle')}
          {chosen ? (
            <span className="rounded-full bg-emerald-700 px-1.5 text-xs text-white">
              {formatNumber(chosen, lang)}
            </span>
          ) : null}
        </Button>
        <label
          className={clsx(
            'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium has-focus-visible:ring-3 has-focus-visible:ring-amber-500',
            verifiedShown
              ? 'border-sky-700 bg-sky-100 text-sky-900 dark:border-sky-400 dark:bg-sky-900 dark:text-sky-100'
              : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
          )}
        >
          <input
            type="checkbox"
            checked={verifiedShown}
            onChange={(event) => {
              setVerifiedClicked(event.target.checked);
              onChange({ verified: event.target.checked });
            }}
            className="size-4 accent-sky-700"
          />
          <BadgeCheck aria-hidden className="size-4" />
          {t('directory.filters.verified')}
        </label>
        {canClear ? (
          <Button
            size="sm"
            variant="ghost"
            className="ms-auto"
            onClick={onClear}
            data-testid="clear-filters-top"
          >
            <X aria-hidden className="size-4" />
            {t('directory.filters.clear')}
          </Button>
        ) : null}
      </div>
      <div
        id={panelId}
        className={clsx('grid-cols-2 gap-3 sm:grid sm:grid-cols-3', open ? 'grid' : 'hidden')}
      >
        <Field label={t('directory.filters.type')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.type}
              onChange={(event) => onChange({ type: event.target.value as TDirectoryFilters['type'] })}
            >
              <option value="">{t('directory.filters.any_type')}</option>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`directory.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('directory.filters.city')}>
          {({ id }) => (
            <Select
              id={id}
              data-testid="city-filter"
              value={cityOptions.value}
              onChange={(event) => onChange({ city: event.target.value })}
            >
              <option value="">{t('directory.filters.any_city')}</option>
              {cityOptions.list.map((row) => (
                <option key={row.city} value={row.city}>
                  {row.count >= 0
                    ? t('directory.filters.city_count', {
                        city: row.name,
                        count: formatNumber(row.count, lang),
                      })
                    : row.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('directory.filters.sort')} className="col-span-2 sm:col-span-1">
          {({ id }) => (
            <Select
              id={id}
              value={filters.sort}
              onChange={(event) => onChange({ sort: event.target.value as TDirectoryFilters['sort'] })}
            >
              {DIRECTORY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`directory.sort.${sort}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </search>
  );
}
