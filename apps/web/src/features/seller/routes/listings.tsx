import type { TFeatureResult, TListing } from '@haat/shared/orders/seller-schemas';
import { ListFilter, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useSearchChoice } from '../../../lib/use-search-choice.ts';
import { useMyBusinesses } from '../../products/api/list-businesses.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { LISTING_FILTERS, useListings } from '../api/list-listings.ts';
import { FeatureDialog } from '../components/feature-dialog.tsx';
import {
  AddProductLink,
  EmptyCard,
  ListSkeleton,
  LoadFailed,
  NoBusiness,
} from '../components/list-states.tsx';
import { ListingCard } from '../components/listing-card.tsx';

/** `/marketplace/listings`: the user's products across businesses, with how they sell. */
export default function Listings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const title = t('seller.listings.title');
  useDocumentTitle(title);
  const businesses = useMyBusinesses();
  const [status, setStatus] = useSearchChoice('status', LISTING_FILTERS, 'all');
  const list = useListings(status);
  const [featuring, setFeaturing] = useState<TListing>();
  const [notice, setNotice] = useState<string>();
  const opener = useRef<HTMLButtonElement | null>(null);
  // Once the dialog is gone (after the commit that removes it), focus goes back to its button.
  useEffect(() => {
    if (!featuring) opener.current?.focus();
  }, [featuring]);

  const closeDialog = () => setFeaturing(undefined);
  const featured = (listing: TListing, result: TFeatureResult) => {
    closeDialog();
    setNotice(
      t('seller.feature.done', {
        title: inText.name(listing.title),
        date: result.featured_until ? formatDate(result.featured_until, lang) : '',
      }),
    );
  };

  const noBusiness = businesses.data?.length === 0;
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  return (
    <div>
      <PageHeader title={title} subtitle={t('seller.listings.intro')} icon={<Store />} />
      {noBusiness ? (
        <NoBusiness />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <ChoiceChips
              legend={t('seller.listings.status_filter')}
              choices={LISTING_FILTERS.map((value) => ({ value, label: t(`seller.status.${value}`) }))}
              value={status}
              onChange={setStatus}
              testIdPrefix="status"
            />
            <AddProductLink />
          </div>
          {/* Always present, so what a quick edit or a featuring did is announced while focus stays put. */}
          <div aria-live="polite" data-testid="listings-notice">
            {notice ? (
              <Alert tone="success" className="mb-4">
                {notice}
              </Alert>
            ) : null}
          </div>
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError || !list.data ? (
            <LoadFailed text={t('seller.listings.load_failed')} onRetry={() => list.refetch()} />
          ) : rows.length === 0 ? (
            status === 'all' ? (
              <EmptyCard
                icon={<Store className="size-8" />}
                title={t('seller.listings.empty_title')}
                text={t('seller.listings.empty_text')}
              >
                <AddProductLink />
              </EmptyCard>
            ) : (
              <EmptyCard
                icon={<ListFilter className="size-8" />}
                title={t('seller.listings.no_results_title')}
                text={t('seller.listings.no_results_text')}
              />
            )
          ) : (
            <>
              <p
                className="mb-2 text-sm text-slate-700 dark:text-slate-300"
                aria-live="polite"
                data-testid="showing"
              >
                {t('seller.common.showing', { shown: rows.length, total })}
              </p>
              <ul className="space-y-3" data-testid="listings">
                {rows.map((listing) => (
                  <ListingCard
                    key={listing.id}
                    listing={listing}
                    onSaved={(saved) =>
                      setNotice(t('seller.quick.saved', { title: inText.name(saved.title) }))
                    }
                    onFeature={(chosen, button) => {
                      opener.current = button;
                      setNotice(undefined);
                      setFeaturing(chosen);
                    }}
                  />
                ))}
              </ul>
              <LoadMore
                list={list}
                label={t('seller.common.load_more')}
                className="mt-4"
                testId="load-more"
              />
            </>
          )}
        </>
      )}
      <FeatureDialog
        key={featuring?.id ?? 'none'}
        listing={featuring}
        onClose={closeDialog}
        onDone={featured}
      />
    </div>
  );
}
