import { WEEKDAYS } from '@haat/shared/directory/hours';
import type { TBusiness } from '@haat/shared/directory/schemas';
import { clsx } from 'clsx';
import {
  BadgeCheck,
  ExternalLink,
  FolderTree,
  MapPin,
  Package,
  Pencil,
  Plus,
  Star,
  Store,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useCountries } from '../../auth/api/get-countries.ts';
import { formatRating } from '../../directory/format.ts';
import { placeParts } from '../../directory/place-parts.ts';
import { useDeleteBusiness } from '../api/delete-business.ts';
import { useMyBusinesses } from '../api/list-businesses.ts';
import { BusinessLogo, isolate } from '../components/business-logo.tsx';
import { DeleteBusinessDialog } from '../components/delete-business-dialog.tsx';
import { ProfileStrength } from '../components/profile-strength.tsx';
import { SuspensionNotice } from '../components/suspension-notice.tsx';

type TNotice = { tone: 'success' | 'error'; text: string };

const hasHours = (business: TBusiness) => WEEKDAYS.some((day) => business.hours[day]);

export default function BusinessList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const businesses = useMyBusinesses();
  const remove = useDeleteBusiness();
  const [pending, setPending] = useState<TBusiness>();
  const location = useLocation();
  const [notice, setNotice] = useState<TNotice | undefined>(
    (location.state as { notice?: TNotice } | null)?.notice,
  );
  useDocumentTitle(t('businesses.title'));

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      setNotice({ tone: 'success', text: t('businesses.messages.deleted', { name: isolate(pending.name) }) });
    } catch {
      setNotice({ tone: 'error', text: t('businesses.messages.delete_failed') });
    }
    setPending(undefined);
  };

  const total = businesses.data?.meta.total;

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t('businesses.title')} subtitle={t('businesses.list.intro')} icon={<Store />} />
        <ButtonLink to="/business-profiles/new" data-testid="add-business">
          <Plus aria-hidden className="size-4" />
          {t('businesses.list.add')}
        </ButtonLink>
      </div>

      {notice ? (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}

      {businesses.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          {[0, 1].map((i) => (
            <Card key={i}>
              <div className="flex gap-3">
                <Skeleton className="size-14 rounded-xl" />
                <div className="flex-1">
                  <Skeleton className="h-6 w-1/2" />
                  <Skeleton className="mt-2 h-4 w-1/3" />
                </div>
              </div>
              <Skeleton className="mt-4 h-9 w-full" />
            </Card>
          ))}
        </div>
      ) : businesses.isError || !businesses.data ? (
        <Alert tone="error">
          <p>{t('businesses.list.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => businesses.refetch()}>
            {t('businesses.common.retry')}
          </Button>
        </Alert>
      ) : businesses.data.data.length === 0 ? (
        <Card>
          <EmptyState icon={<Store className="size-8" />} title={t('businesses.list.empty_title')}>
            <p className="max-w-md">{t('businesses.list.empty_text')}</p>
            <ButtonLink to="/business-profiles/new" className="mt-3">
              <Plus aria-hidden className="size-4" />
              {t('businesses.list.add_first')}
            </ButtonLink>
          </EmptyState>
        </Card>
      ) : (
        <>
          {total !== undefined ? (
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" data-testid="business-count">
              {t('businesses.list.count', { count: formatNumber(total, lang) })}
            </p>
          ) : null}
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="business-list">
            {businesses.data.data.map((business) => (
              <li key={business.id}>
                <BusinessRow business={business} onDelete={() => setPending(business)} />
              </li>
            ))}
          </ul>
          {businesses.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => businesses.fetchNextPage()}
                disabled={businesses.isFetchingNextPage}
              >
                {businesses.isFetchingNextPage ? t('app.loading') : t('businesses.common.load_more')}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <DeleteBusinessDialog
        business={pending}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(undefined)}
      />
    </div>
  );
}

function BusinessRow({ business, onDelete }: { business: TBusiness; onDelete: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countries = useCountries(lang);
  const country = countries.data?.find((c) => c.code === business.country)?.name ?? business.country;
  const city = placeParts(business, lang).join(lang === 'ar' ? '، ' : ', ');
  const place = city ? t('businesses.list.place', { city, country }) : country;
  const headingId = `business-${business.id}`;
  return (
    <Card as="article" className="flex h-full flex-col gap-4" aria-labelledby={headingId}>
      <SuspensionNotice business={business} />
      <div className="flex items-start gap-3">
        <BusinessLogo name={business.name} url={business.logo_thumb_url} />
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="flex flex-wrap items-center gap-x-2 break-words text-lg font-semibold"
          >
            <span className="min-w-0 break-words">{business.name}</span>
            {business.verified ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100"
                data-testid="verified"
              >
                <BadgeCheck aria-hidden className="size-3.5" />
                {t('businesses.list.verified')}
              </span>
            ) : null}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t(`businesses.types.${business.type}`)}
            {place ? (
              <>
                <span aria-hidden> · </span>
                <MapPin aria-hidden className="inline size-3.5 align-[-2px]" /> {place}
              </>
            ) : null}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1 text-slate-700 dark:text-slate-300">
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              {business.rating.count > 0
                ? t('businesses.list.rating', {
                    average: formatRating(business.rating.average, lang),
                    count: business.rating.count,
                  })
                : t('businesses.list.no_reviews')}
            </span>
            {hasHours(business) ? (
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-medium',
                  business.open_now
                    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                    : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
                )}
                data-testid="open-now"
              >
                {business.open_now ? t('businesses.list.open_now') : t('businesses.list.closed_now')}
              </span>
            ) : (
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {t('businesses.list.no_hours')}
              </span>
            )}
          </div>
        </div>
      </div>
      <ProfileStrength business={business} />
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink to={`/business-profiles/${business.id}/edit`} size="sm">
          <Pencil aria-hidden className="size-4" />
          {t('businesses.actions.edit')}
          <span className="sr-only">{` ${business.name}`}</span>
        </ButtonLink>
        <Link to={`/b/${encodeURIComponent(business.slug)}`} className={buttonClass('secondary', 'sm')}>
          <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('businesses.actions.view')}
          <span className="sr-only">{` ${business.name}`}</span>
        </Link>
        <ButtonLink to={`/business/products?business=${business.id}`} size="sm" variant="secondary">
          <Package aria-hidden className="size-4" />
          {t('businesses.actions.products')}
          <span className="sr-only">{` ${business.name}`}</span>
        </ButtonLink>
        <ButtonLink to={`/business/categories?business=${business.id}`} size="sm" variant="secondary">
          <FolderTree aria-hidden className="size-4" />
          {t('businesses.actions.categories')}
          <span className="sr-only">{` ${business.name}`}</span>
        </ButtonLink>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 dark:text-red-400"
          onClick={onDelete}
          data-testid="delete-business"
        >
          <Trash2 aria-hidden className="size-4" />
          {t('businesses.actions.delete')}
          <span className="sr-only">{` ${business.name}`}</span>
        </Button>
      </div>
    </Card>
  );
}
