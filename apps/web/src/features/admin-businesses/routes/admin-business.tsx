import {
  SUSPENSION_REASON_MAX,
  SUSPENSION_REASON_MIN,
  type TAdminBusinessDetail,
} from '@haat/shared/admin/business-schemas';
import { districtName } from '@haat/shared/places/bd-places';
import { Ban, ExternalLink, RotateCcw, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { DetailPage, Fact, useActionToast } from '../../admin/components/detail-page.tsx';
import { SuspendedNotice, SuspensionDialogs } from '../../admin/components/suspension.tsx';
import { BadgeChoice } from '../../admin-kyc/components/badge-choice.tsx';
import { formatRating } from '../../directory/format.ts';
import {
  useAdminBusiness,
  useEditBusiness,
  useSuspendBusiness,
  useUnsuspendBusiness,
} from '../api/business-actions.ts';
import { AuditEntries } from '../components/audit-entries.tsx';
import { BusinessFieldsForm } from '../components/business-fields-form.tsx';
import { BusinessStatus } from '../components/business-status.tsx';

/**
 * `/admin/businesses/:id`: one business for staff — its facts and owner, the verified badge,
 * suspension (with the reason the owner reads) or lifting it, the edit form and the latest staff
 * actions about it.
 */
export default function AdminBusiness() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const business = useAdminBusiness(id);
  useDocumentTitle(business.data?.business.name ?? t('admin_businesses.title'));
  return (
    <DetailPage
      query={business}
      back={{ to: '/admin/businesses', label: t('admin_businesses.back') }}
      words={{
        loading: t('admin_businesses.loading'),
        notFound: t('admin_businesses.not_found'),
        failed: t('admin_businesses.load_failed'),
        retry: t('admin_businesses.common.retry'),
      }}
      icon={<Store className="size-8" />}
    >
      {(data) => (
        <>
          {notice ? (
            <Alert tone="success" className="mb-4">
              {notice}
            </Alert>
          ) : null}
          <BusinessDetail detail={data} />
        </>
      )}
    </DetailPage>
  );
}

function BusinessDetail({ detail }: { detail: TAdminBusinessDetail }) {
  const { t, language } = useTranslation();
  const { business, owner, counts } = detail;
  const suspend = useSuspendBusiness();
  const unsuspend = useUnsuspendBusiness();
  const edit = useEditBusiness();
  const [dialog, setDialog] = useState<'suspend' | 'lift' | null>(null);
  const personal = business.kind === 'personal';
  const place = [business.city, business.district ? districtName(business.district, language) : null]
    .filter(Boolean)
    .join(', ');

  const act = useActionToast(t('admin_businesses.action_failed'));
  const doSuspend = async (reason: string) => {
    if (await act(() => suspend.mutateAsync({ id: business.id, reason }))) setDialog(null);
  };
  const doUnsuspend = async () => {
    if (await act(() => unsuspend.mutateAsync(business.id))) setDialog(null);
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={<span dir="auto">{business.name}</span>}
        subtitle={personal ? t('admin_businesses.kind.personal') : t(`businesses.types.${business.type}`)}
        icon={<Store className="size-5" />}
      />

      {detail.suspended_at ? (
        <SuspendedNotice
          since={t('admin_businesses.suspended_since', {
            date: formatDateTime(detail.suspended_at, language),
          })}
          reason={t('admin_businesses.audit.reason', { reason: detail.suspended_reason ?? '' })}
        />
      ) : null}

      <Card aria-labelledby="business-facts-title">
        <h2 id="business-facts-title" className="mb-3 text-lg font-semibold">
          {t('admin_businesses.facts')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('admin_businesses.columns.owner')}>
            <Link
              to={`/admin/users/${owner.id}`}
              className="text-emerald-800 underline dark:text-emerald-300"
              dir="auto"
              data-testid="owner-link"
            >
              {owner.name}
            </Link>
            <span className="block text-sm font-normal">
              <bdi>{owner.email}</bdi>
            </span>
            <span className="block text-sm font-normal">
              <bdi>{owner.phone}</bdi>
            </span>
          </Fact>
          <Fact label={t('admin_businesses.columns.status')}>
            <BusinessStatus verified={business.verified} suspendedAt={detail.suspended_at} />
          </Fact>
          <Fact label={t('admin_businesses.link')}>
            <span>
              <bdi>{business.slug}</bdi>
            </span>
            {!personal && !detail.suspended_at ? (
              <a
                href={`/b/${encodeURIComponent(business.slug)}`}
                target="_blank"
                rel="noreferrer"
                className="mt-1 flex items-center gap-1 text-sm font-normal text-emerald-800 underline dark:text-emerald-300"
              >
                <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                {t('admin_businesses.public_page')}
              </a>
            ) : null}
          </Fact>
          <Fact label={t('admin_businesses.place')}>{place || '—'}</Fact>
          <Fact label={t('admin_businesses.columns.products')}>
            {t('admin_businesses.products_count', {
              all: formatNumber(counts.products, language),
              active: formatNumber(counts.active_products, language),
            })}
          </Fact>
          <Fact label={t('admin_businesses.columns.rating')}>
            {business.rating.count > 0
              ? t('admin_businesses.rating', {
                  average: formatRating(business.rating.average, language),
                  reviews: formatNumber(business.rating.count, language),
                })
              : '—'}
          </Fact>
          <Fact label={t('admin_businesses.reviews')}>{formatNumber(counts.reviews, language)}</Fact>
          <Fact label={t('admin_businesses.orders')}>{formatNumber(counts.orders, language)}</Fact>
          <Fact label={t('admin_businesses.columns.created')}>
            {formatDate(business.created_at, language)}
          </Fact>
        </dl>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card aria-labelledby="business-badge-title">
          <h2 id="business-badge-title" className="mb-3 text-lg font-semibold">
            {t('admin_businesses.badge_title')}
          </h2>
          <BadgeChoice
            state={{ id: business.id, verified: business.verified, badge: detail.verified_badge }}
            name={business.name}
          />
        </Card>
        <Card aria-labelledby="business-suspension-title">
          <h2 id="business-suspension-title" className="mb-1 text-lg font-semibold">
            {t('admin_businesses.suspension_title')}
          </h2>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {detail.suspended_at ? t('admin_businesses.unsuspend.text') : t('admin_businesses.suspend.text')}
          </p>
          {detail.suspended_at ? (
            <Button variant="secondary" onClick={() => setDialog('lift')} data-testid="unsuspend-business">
              <RotateCcw aria-hidden className="size-4" />
              {t('admin_businesses.unsuspend.confirm')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog('suspend')} data-testid="suspend-business">
              <Ban aria-hidden className="size-4" />
              {t('admin_businesses.suspend.confirm')}
            </Button>
          )}
        </Card>
      </div>

      <AuditEntries entries={detail.audit} />

      {personal ? (
        <Card>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin_businesses.personal_note')}</p>
        </Card>
      ) : (
        <section aria-labelledby="business-edit-title" className="space-y-3">
          <h2 id="business-edit-title" className="text-xl font-semibold">
            {t('admin_businesses.edit_title')}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin_businesses.edit_intro')}</p>
          <BusinessFieldsForm
            testId="admin-business-edit"
            business={business}
            submitLabel={t('admin_businesses.form.save')}
            onSave={async (body) => {
              await edit.mutateAsync({ id: business.id, body });
              return t('admin_businesses.form.saved');
            }}
          />
        </section>
      )}

      <SuspensionDialogs
        ns="admin_businesses"
        cancelKey="admin_businesses.common.cancel"
        liftDanger
        mode={dialog}
        name={business.name}
        min={SUSPENSION_REASON_MIN}
        max={SUSPENSION_REASON_MAX}
        busy={{ suspend: suspend.isPending, lift: unsuspend.isPending }}
        onSuspend={(reason) => void doSuspend(reason)}
        onLift={() => void doUnsuspend()}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
