import { isManualMethod, type TPayment } from '@haat/shared/payments/schemas';
import { clsx } from 'clsx';
import { CircleCheck, CircleHelp, CircleX, Clock, LogIn, RefreshCw, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Spinner } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { usePayment } from '../api/get-payment.ts';
import { PaymentFacts } from '../components/payment-facts.tsx';
import { useReasonText } from '../components/payment-labels.tsx';

/** How long a gateway payment is polled while it is pending. */
const POLL_FOR_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a gateway returns (`/payment?id=…&status=…`) and where a top-up's state is looked up. The
 * state shown is always the server's (the query's `status` is never trusted).
 */
export default function PaymentResult() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  useDocumentTitle(t('payments.result.title'));
  const raw = params.get('id') ?? '';
  const id = UUID.test(raw) ? raw : undefined;

  if (!isAuthenticated) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Outcome
        tone="neutral"
        icon={<LogIn className="size-8" />}
        title={t('payments.result.sign_in_title')}
        text={t('payments.result.sign_in_text')}
      >
        <ButtonLink to={`/login?redirect=${encodeURIComponent(back)}`}>
          {t('payments.result.sign_in')}
        </ButtonLink>
      </Outcome>
    );
  }
  if (!id) return <NotFound />;
  return <KnownPayment id={id} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Outcome
      tone="neutral"
      icon={<CircleHelp className="size-8" />}
      title={t('payments.result.unknown_title')}
      text={t('payments.result.unknown_text')}
    >
      <ButtonLink to="/wallet/top-up">{t('payments.result.to_top_up')}</ButtonLink>
      <ButtonLink to="/wallet" variant="secondary">
        {t('payments.go_to_wallet')}
      </ButtonLink>
    </Outcome>
  );
}

function KnownPayment({ id }: { id: string }) {
  const { t } = useTranslation();
  const [polling, setPolling] = useState(true);
  const query = usePayment(id, polling);
  const payment = query.data;
  const gatewayPending =
    payment?.status === 'pending' && !isManualMethod(payment.method) && !payment.in_review;

  useEffect(() => {
    if (!gatewayPending) return;
    setPolling(true);
    const timer = setTimeout(() => setPolling(false), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [gatewayPending]);

  if (query.isPending || (!query.isError && !payment))
    return <Spinner label={t('payments.result.checking')} />;
  if (query.isError || !payment) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <NotFound />;
    return (
      <Card>
        <Alert tone="error">
          <span>{t('payments.result.load_failed')}</span>{' '}
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            {t('payments.retry')}
          </Button>
        </Alert>
      </Card>
    );
  }
  return (
    <PaymentOutcome
      payment={payment}
      polling={gatewayPending && polling}
      onRefresh={() => {
        setPolling(true);
        query.refetch();
      }}
      refreshing={query.isFetching}
    />
  );
}

function PaymentOutcome({
  payment,
  polling,
  onRefresh,
  refreshing,
}: {
  payment: TPayment;
  polling: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t, language } = useTranslation();
  const amount = formatMoney(payment.amount, language);
  const again = <ButtonLink to="/wallet/top-up">{t('payments.result.try_again')}</ButtonLink>;
  const wallet = (
    <ButtonLink to="/wallet" variant="secondary">
      {t('payments.go_to_wallet')}
    </ButtonLink>
  );
  switch (payment.status) {
    case 'succeeded':
      return (
        <Outcome
          tone="success"
          icon={<CircleCheck className="size-8" />}
          title={t('payments.result.success_title')}
          text={t('payments.result.success_text', { amount })}
          payment={payment}
        >
          <ButtonLink to="/wallet">{t('payments.result.see_balance')}</ButtonLink>
          <ButtonLink to="/wallet/top-up" variant="secondary">
            {t('payments.pending.another')}
          </ButtonLink>
        </Outcome>
      );
    case 'failed':
      return (
        <Outcome
          tone="error"
          icon={<CircleX className="size-8" />}
          title={t('payments.result.failed_title')}
          text={t('payments.result.failed_text')}
          reason={payment.reason}
          payment={payment}
        >
          {again}
          {wallet}
        </Outcome>
      );
    case 'cancelled':
      return (
        <Outcome
          tone="neutral"
          icon={<Undo2 className="size-8" />}
          title={t('payments.result.cancelled_title')}
          text={t('payments.result.cancelled_text')}
          payment={payment}
        >
          {again}
          {wallet}
        </Outcome>
      );
    case 'rejected':
      return (
        <Outcome
          tone="error"
          icon={<CircleX className="size-8" />}
          title={t('payments.result.rejected_title')}
          text={t('payments.result.rejected_text')}
          reason={payment.reason}
          payment={payment}
        >
          {again}
          {wallet}
        </Outcome>
      );
    default: {
      // Manual top-ups and gateway payments held for review both wait for staff.
      const manual = isManualMethod(payment.method) || payment.in_review;
      return (
        <Outcome
          tone="pending"
          icon={<Clock className="size-8" />}
          title={
            manual ? t('payments.result.manual_pending_title') : t('payments.result.gateway_pending_title')
          }
          text={
            payment.in_review
              ? t('payments.result.review_text')
              : manual
                ? t('payments.pending.text')
                : polling
                  ? t('payments.result.gateway_pending_text')
                  : t('payments.result.gateway_slow_text')
          }
          payment={payment}
        >
          {polling ? (
            <span className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <RefreshCw aria-hidden className="size-4 animate-spin" />
              {t('payments.result.checking')}
            </span>
          ) : (
            <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
              <RefreshCw aria-hidden className="size-4" />
              {t('payments.result.refresh')}
            </Button>
          )}
          {wallet}
        </Outcome>
      );
    }
  }
}

const TONES = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

function Outcome({
  tone,
  icon,
  title,
  text,
  reason,
  payment,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  text: string;
  reason?: string | null;
  payment?: TPayment;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText()(reason);
  return (
    <div className="mx-auto max-w-lg">
      <Card className="space-y-5 text-center" aria-labelledby="outcome-title">
        <span
          aria-hidden
          className={clsx('mx-auto grid size-16 place-items-center rounded-full', TONES[tone])}
        >
          {icon}
        </span>
        <div>
          <h1
            id="outcome-title"
            className="text-2xl font-bold text-slate-900 dark:text-white"
            data-testid="outcome"
          >
            {title}
          </h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
        </div>
        {reasonText ? (
          <Alert tone="error" className="text-start">
            <span className="font-semibold">{t('payments.result.reason')}</span> {reasonText}
          </Alert>
        ) : null}
        {payment ? (
          <div className="text-start">
            <PaymentFacts payment={payment} />
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">{children}</div>
      </Card>
    </div>
  );
}
