import type { TBusinessPage } from '@haat/shared/directory/products';
import { ArrowLeft, MapPin, Pencil, SearchX, Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverLoader } from '../../../lib/server-loader.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { StaffBadgeSlot } from '../../admin-kyc/components/staff-badge-slot.tsx';
import { ReportButton } from '../../reports/components/report-button.tsx';
import { FollowSlot } from '../../social-feed/components/follow-slot.tsx';
import { businessPageQuery, useBusinessPage } from '../api/get-business-page.ts';
import { OpenPill, VerifiedBadge } from '../components/badges.tsx';
import { BusinessAvatar } from '../components/business-avatar.tsx';
import { ContactActions } from '../components/contact-actions.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { OpeningHours, todayAt, useHoursText } from '../components/opening-hours.tsx';
import { PlaceText } from '../components/place-text.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { ShareLink } from '../components/share-link.tsx';
import { RatingSummary } from '../components/stars.tsx';
import { countryName } from '../format.ts';
import { placeParts } from '../place-parts.ts';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/business"
      className="mb-3 inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('directory.page.back')}
    </Link>
  );
}

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="business-loading">
      <span className="sr-only" role="status">
        {t('app.loading')}
      </span>
      <Skeleton className="h-36 w-full rounded-xl sm:h-48" />
      <div className="-mt-10 ms-4 flex items-end gap-3">
        <Skeleton className="size-20 rounded-xl ring-4 ring-white dark:ring-slate-950" />
      </div>
      <Skeleton className="mt-4 h-8 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-6 h-40 w-full" />
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center" data-testid="business-not-found">
      <SearchX aria-hidden className="size-14 text-slate-500" />
      <h1 className="text-2xl font-bold">{t('directory.page.not_found')}</h1>
      <p className="max-w-md text-slate-700 dark:text-slate-300">{t('directory.page.not_found_text')}</p>
      <ButtonLink to="/business">
        <Store aria-hidden className="size-4" />
        {t('directory.page.browse')}
      </ButtonLink>
    </section>
  );
}

function BusinessHeader({ page }: { page: TBusinessPage }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hoursText = useHoursText();
  const { business } = page;
  const today = business.hours[todayAt(business.time_zone)];
  const hasHours = Object.values(business.hours).some(Boolean);
  return (
    <header>
      <div className="relative h-36 overflow-hidden rounded-xl bg-gradient-to-br from-emerald-700 via-emerald-600 to-amber-500 sm:h-48">
        {business.cover_url ? (
          <img src={business.cover_url} alt="" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="-mt-10 flex items-end justify-between gap-3 px-4">
        <BusinessAvatar
          name={business.name}
          src={business.logo_url}
          className="relative size-20 text-2xl ring-4 ring-white sm:size-24 dark:ring-slate-950"
        />
        {page.is_owner ? (
          <ButtonLink
            to={`/business-profiles/${business.id}/edit`}
            size="sm"
            variant="secondary"
            data-testid="edit-business"
          >
            <Pencil aria-hidden className="size-4" />
            {t('directory.page.edit')}
          </ButtonLink>
        ) : null}
      </div>
      <div className="mt-3">
        <h1 className="flex flex-wrap items-center gap-x-2 gap-y-1 break-words text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          <span className="min-w-0 break-words">{business.name}</span>
          {business.verified ? <VerifiedBadge /> : null}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-700 dark:text-slate-300">
          <span>{t(`directory.types.${business.type}`)}</span>
          {business.city || business.district ? (
            <>
              <span aria-hidden>·</span>
              <span>
                <PlaceText parts={placeParts(business, lang)} />
              </span>
            </>
          ) : null}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <a
            href="#reviews-title"
            className="rounded-md focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500"
          >
            <RatingSummary average={business.rating.average} count={business.rating.count} />
          </a>
          {hasHours ? (
            <span className="inline-flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <OpenPill open={business.open_now} />
              <span>{t('directory.hours.today_is', { hours: hoursText(today) })}</span>
            </span>
          ) : null}
        </div>
        {business.address || business.city || business.district ? (
          <p
            className="mt-2 flex items-start gap-1.5 text-sm text-slate-700 dark:text-slate-300"
            data-testid="address"
          >
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">
              <PlaceText
                parts={[business.address, ...placeParts(business, lang), countryName(business.country, lang)]}
              />
            </span>
          </p>
        ) : null}
        <div className="mt-4 space-y-3">
          <ContactActions business={business} />
          <FollowSlot businessId={business.id} slug={business.slug} name={business.name} />
          {business.url ? <ShareLink url={business.url} title={business.name} /> : null}
          {page.is_owner ? null : (
            <ReportButton subject={{ type: 'business', id: business.id }} className="-ms-2" />
          )}
        </div>
      </div>
    </header>
  );
}

/** `/b/:slug`: a business's public page — profile, contacts, hours, products and reviews. */
export default function BusinessPage() {
  const { t } = useTranslation();
  const slug = (useParams().slug ?? '').toLowerCase();
  const page = useBusinessPage(slug);
  const missing = page.error instanceof ApiError && page.error.status === 404;
  useDocumentTitle(
    page.data ? page.data.business.name : missing ? t('directory.page.not_found') : t('directory.title'),
  );

  if (page.isPending) return <PageSkeleton />;
  if (missing) return <NotFound />;
  if (page.isError || !page.data)
    return (
      <div>
        <BackLink />
        <Alert tone="error">
          <p>{t('directory.errors.page_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => page.refetch()}>
            {t('directory.actions.retry')}
          </Button>
        </Alert>
      </div>
    );

  const { business } = page.data;
  return (
    <div className="space-y-5" data-testid="business-page">
      <div>
        <BackLink />
        <BusinessHeader page={page.data} />
      </div>
      <StaffBadgeSlot businessId={business.id} name={business.name} />
      {business.description ? (
        <Card aria-labelledby="about-title">
          <h2 id="about-title" className="mb-2 text-lg font-semibold">
            {t('directory.page.about')}
          </h2>
          <p dir="auto" className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
            {business.description}
          </p>
        </Card>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <OpeningHours business={business} />
        <ContactCard business={business} whatsappVerified={page.data.whatsapp_verified} />
      </div>
      <ProductGrid
        slug={slug}
        categories={page.data.categories}
        total={page.data.product_total}
        businessName={business.name}
        canBuy={!page.data.is_owner}
      />
      <ReviewsSection page={page.data} slug={slug} />
    </div>
  );
}

/** Server rendering: the page as a guest sees it (a signed-in visitor's browser asks again as itself). */
export const loader = serverLoader(async ({ params }, { queryClient, getJson }) => {
  await queryClient.prefetchQuery(businessPageQuery(queryClient, params.slug ?? '', 'guest', getJson));
  return null;
});
