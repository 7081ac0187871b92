import { FEATURE_DAYS_MAX, type TFeatureResult, type TListing } from '@haat/shared/orders/seller-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useWallet } from '../../wallet/api/get-wallet.ts';
import { newIdempotencyKey } from '../../wallet/api/money-post.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { useFeaturePrice, useFeatureProduct } from '../api/feature-product.ts';
import { parseDays } from '../days.ts';
import { FeatureSummary } from './feature-summary.tsx';

type TProblem = { kind: 'short' } | { kind: 'text'; text: string };

/**
 * Pay from the wallet to feature a listing for 1–30 days: the server's price per day, the total, the
 * balance and what is left. Each choice of days is one attempt with its own Idempotency-Key, reused
 * when the same attempt is retried, so a double click or a lost answer never pays twice.
 */
export function FeatureDialog({
  listing,
  onClose,
  onDone,
}: {
  listing: TListing | undefined;
  onClose: () => void;
  onDone: (listing: TListing, result: TFeatureResult) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const price = useFeaturePrice(!!listing);
  const wallet = useWallet();
  const feature = useFeatureProduct();
  const [daysText, setDaysText] = useState('7');
  const [key, setKey] = useState(newIdempotencyKey);
  const [daysError, setDaysError] = useState<string>();
  const [problem, setProblem] = useState<TProblem>();

  const days = parseDays(daysText);
  const active = listing?.status === 'active';
  const total = days !== undefined && price.data !== undefined ? price.data * days : undefined;

  const confirm = async () => {
    if (!listing) return;
    setProblem(undefined);
    if (days === undefined) {
      setDaysError(t('seller.feature.days_error', { max: FEATURE_DAYS_MAX }));
      return;
    }
    try {
      const result = await feature.mutateAsync({ id: listing.id, days, key });
      onDone(listing, result);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        setProblem({ kind: 'text', text: t('seller.feature.failed') });
      } else if (error.code === 'INSUFFICIENT_FUNDS') {
        setProblem({ kind: 'short' });
        void wallet.refetch();
      } else if (error.errors.days?.[0]) {
        setDaysError(error.errors.days[0]);
      } else {
        setProblem({
          kind: 'text',
          text: error.status === 409 ? error.message || t('seller.feature.not_active') : error.message,
        });
      }
    }
  };

  return (
    <ConfirmDialog
      open={!!listing}
      title={t('seller.feature.title', { title: listing ? inText.name(listing.title) : '' })}
      confirmLabel={
        total !== undefined
          ? t('seller.feature.confirm', { amount: inText.money(total) })
          : t('seller.feature.open')
      }
      cancelLabel={t('seller.common.cancel')}
      danger={false}
      busy={feature.isPending}
      confirmDisabled={!active || price.data === undefined}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('seller.feature.intro')}</p>
      {listing && !active ? <Alert tone="info">{t('seller.feature.not_active')}</Alert> : null}
      {listing?.featured_until ? (
        <p className="text-sm">
          {t('seller.feature.extends', { date: formatDate(listing.featured_until, lang) })}
        </p>
      ) : null}
      <Field label={t('seller.feature.days', { max: FEATURE_DAYS_MAX })} error={daysError}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={daysText}
            onChange={(event) => {
              setDaysText(event.target.value);
              setDaysError(undefined);
              setProblem(undefined);
              // Another number of days is another attempt.
              setKey(newIdempotencyKey());
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="max-w-32"
            data-testid="feature-days"
          />
        )}
      </Field>
      {price.isError ? (
        <Alert tone="error">{t('seller.feature.price_failed')}</Alert>
      ) : (
        <FeatureSummary pricePerDay={price.data} days={days} balance={wallet.data?.balance} lang={lang} />
      )}
      {problem ? (
        <Alert tone="error">
          {problem.kind === 'short' ? (
            <p>
              {t('seller.feature.short')}{' '}
              <Link to="/wallet/top-up" className="font-semibold underline" data-testid="feature-top-up">
                {t('seller.feature.add_money')}
              </Link>
            </p>
          ) : (
            <p data-testid="feature-error">{problem.text}</p>
          )}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
