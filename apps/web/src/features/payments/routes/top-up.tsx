import { takaToPoisha } from '@haat/shared/money';
import {
  isManualMethod,
  type TManualPaymentMethod,
  type TPayment,
  type TPaymentMethod,
  type TPaymentMethodInfo,
} from '@haat/shared/payments/schemas';
import { ArrowLeft, Clock, Wallet } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { Field, Input, useErrorText } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useCreateTopUp } from '../api/create-top-up.ts';
import { usePaymentMethods } from '../api/list-methods.ts';
import { CopyButton } from '../components/copy-button.tsx';
import { PaymentFacts } from '../components/payment-facts.tsx';
import { MethodIcon, useMethodName } from '../components/payment-labels.tsx';
import { RecentTopUps } from '../components/recent-top-ups.tsx';

type TErrors = Partial<Record<'amount' | 'method' | 'transaction_id', string>>;

/** Suggested amounts in taka, one tap each. */
const QUICK_AMOUNTS = [100, 500, 1000, 2000];

/**
 * One Idempotency-Key per intent (method, amount, transaction id): a retry of the same intent
 * reuses it, so a double tap or a lost answer never pays twice; a changed intent gets a new key.
 */
function useIntentKey() {
  const last = useRef<{ intent: string; key: string }>(undefined);
  return (intent: string) => {
    if (last.current?.intent !== intent) last.current = { intent, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/** Top up the wallet: demo gateway / SSLCommerz (hosted page) or manual bKash / Nagad with the TrxID. */
export default function TopUp() {
  const { t, language } = useTranslation();
  const errorText = useErrorText();
  const methodName = useMethodName();
  useDocumentTitle(t('payments.top_up.title'));
  const methods = usePaymentMethods();
  const create = useCreateTopUp();
  const keyFor = useIntentKey();

  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<TPaymentMethod>();
  const [trxId, setTrxId] = useState('');
  const [step, setStep] = useState<'form' | 'manual'>('form');
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState<TPayment>();

  const options = methods.data ?? [];
  const chosen: TPaymentMethodInfo | undefined = options.find((m) => m.method === method) ?? options[0];
  const min = chosen?.min_amount ?? 1_000;
  const max = chosen?.max_amount ?? 5_000_000;
  const amount = takaToPoisha(amountText);

  const validAmount = (): number | undefined => {
    if (amountText.trim() === '') {
      setErrors({ amount: 'validation.required' });
      return undefined;
    }
    if (amount === undefined || amount < min || amount > max) {
      setErrors({ amount: 'validation.amount' });
      return undefined;
    }
    return amount;
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError) {
      const next: TErrors = {};
      for (const field of ['amount', 'method', 'transaction_id'] as const) {
        const message = error.errors[field]?.[0];
        if (message) next[field] = message;
      }
      setErrors(next);
      if (next.amount && step === 'manual') setStep('form');
      if (next.method) return setFormError(errorText('method', { message: next.method }));
      if (Object.keys(next).length && error.status === 422) return setFormError(undefined);
      setFormError(error.status === 0 ? t('payments.network_error') : error.message);
    } else setFormError(t('payments.network_error'));
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const poisha = validAmount();
    if (poisha === undefined || !chosen) return;
    setErrors({});
    if (isManualMethod(chosen.method)) {
      setStep('manual');
      return;
    }
    const body = { method: chosen.method, amount: poisha };
    create.mutate(
      { body, key: keyFor(`${body.method}:${poisha}`) },
      {
        onSuccess: (answer) => {
          if (answer.redirect_url) window.location.assign(answer.redirect_url);
          else setPending(answer.payment);
        },
        onError: showServerErrors,
      },
    );
  };

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!chosen || amount === undefined) return;
    const cleaned = trxId.replace(/[\s-]/g, '').toUpperCase();
    if (!cleaned) return setErrors({ transaction_id: 'validation.required' });
    setErrors({});
    const body = { method: chosen.method, amount, transaction_id: cleaned };
    create.mutate(
      { body, key: keyFor(`${body.method}:${amount}:${cleaned}`) },
      { onSuccess: (answer) => setPending(answer.payment), onError: showServerErrors },
    );
  };

  const restart = () => {
    setPending(undefined);
    setStep('form');
    setTrxId('');
    setAmountText('');
    setErrors({});
    setFormError(undefined);
  };

  const header = (
    <PageHeader
      title={t('payments.top_up.title')}
      subtitle={t('payments.top_up.intro')}
      icon={<Wallet className="size-5" />}
    />
  );

  if (pending) {
    return (
      <div className="space-y-5">
        {header}
        <Card className="space-y-4" aria-labelledby="pending-title">
          <div className="flex items-start gap-3">
            <span
              aria-hidden
              className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200"
            >
              <Clock className="size-6" />
            </span>
            <div>
              <h2 id="pending-title" className="text-lg font-semibold">
                {t('payments.pending.title')}
              </h2>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{t('payments.pending.text')}</p>
            </div>
          </div>
          <PaymentFacts payment={pending} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to={`/payment?id=${pending.id}`} variant="primary">
              {t('payments.pending.view')}
            </ButtonLink>
            <ButtonLink to="/wallet" variant="secondary">
              {t('payments.go_to_wallet')}
            </ButtonLink>
            <Button variant="ghost" onClick={restart}>
              {t('payments.pending.another')}
            </Button>
          </div>
        </Card>
        <RecentTopUps />
      </div>
    );
  }

  if (step === 'manual' && chosen && isManualMethod(chosen.method) && amount !== undefined) {
    return (
      <div className="space-y-5">
        {header}
        <ManualSteps
          info={chosen}
          method={chosen.method}
          amount={amount}
          trxId={trxId}
          onTrxId={setTrxId}
          error={errorText(
            'transaction_id',
            errors.transaction_id ? { message: errors.transaction_id } : undefined,
          )}
          formError={formError}
          busy={create.isPending}
          onSubmit={submitManual}
          onBack={() => {
            setStep('form');
            setFormError(undefined);
            setErrors({});
          }}
        />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {header}
      <Card>
        {methods.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-11" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : methods.isError ? (
          <Alert tone="error">
            <span>{t('payments.methods_failed')}</span>{' '}
            <Button variant="secondary" size="sm" onClick={() => methods.refetch()}>
              {t('payments.retry')}
            </Button>
          </Alert>
        ) : options.length === 0 ? (
          <Alert tone="info">{t('payments.no_methods')}</Alert>
        ) : (
          <form noValidate onSubmit={start} className="space-y-5">
            <Field
              label={t('payments.top_up.amount')}
              hint={t('payments.top_up.limits', {
                min: formatMoney(min, language),
                max: formatMoney(max, language),
              })}
              error={errorText('amount', errors.amount ? { message: errors.amount } : undefined)}
            >
              {({ id, describedBy, invalid }) => (
                <div className="relative">
                  <span
                    aria-hidden
                    className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-lg text-slate-500 dark:text-slate-400"
                  >
                    ৳
                  </span>
                  <Input
                    id={id}
                    name="amount"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    value={amountText}
                    onChange={(e) => setAmountText(e.target.value)}
                    className="ps-8 text-lg font-semibold"
                    placeholder="500"
                  />
                </div>
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              {QUICK_AMOUNTS.map((taka) => (
                <Button
                  key={taka}
                  variant="secondary"
                  size="sm"
                  aria-pressed={amount === taka * 100}
                  onClick={() => {
                    setAmountText(String(taka));
                    setErrors({});
                  }}
                  className="aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 dark:aria-pressed:bg-emerald-950"
                >
                  {formatMoney(taka * 100, language).replace(/\.00$|\.০০$/, '')}
                </Button>
              ))}
            </div>
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('payments.top_up.method')}
              </legend>
              {options.map((option) => {
                const checked = chosen?.method === option.method;
                return (
                  <label
                    key={option.method}
                    className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-focus-visible:ring-3 has-focus-visible:ring-amber-500 ${
                      checked
                        ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/50'
                        : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'
                    }`}
                  >
                    <input
                      type="radio"
                      name="method"
                      value={option.method}
                      checked={checked}
                      onChange={() => setMethod(option.method)}
                      className="mt-3 size-4 accent-emerald-700"
                    />
                    <MethodIcon method={option.method} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{methodName(option.method)}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">
                        {t(`payments.method_hint.${option.method}`)}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            <Button type="submit" className="w-full" loading={create.isPending}>
              {chosen && isManualMethod(chosen.method)
                ? t('payments.top_up.continue')
                : amount !== undefined
                  ? t('payments.top_up.pay', { amount: formatMoney(amount, language) })
                  : t('payments.top_up.continue_gateway')}
            </Button>
          </form>
        )}
      </Card>
      <RecentTopUps />
    </div>
  );
}

function ManualSteps({
  info,
  method,
  amount,
  trxId,
  onTrxId,
  error,
  formError,
  busy,
  onSubmit,
  onBack,
}: {
  info: TPaymentMethodInfo;
  method: TManualPaymentMethod;
  amount: number;
  trxId: string;
  onTrxId: (value: string) => void;
  error: string | undefined;
  formError: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
}) {
  const { t, language } = useTranslation();
  const methodName = useMethodName();
  const brand = methodName(method);
  const number = info.account_number ?? '';
  const money = formatMoney(amount, language);
  const stepClass =
    'grid size-7 shrink-0 place-items-center rounded-full bg-emerald-700 text-sm font-bold text-white';
  return (
    <Card className="space-y-5" aria-labelledby="manual-title">
      <div className="flex items-center gap-3">
        <MethodIcon method={method} />
        <div className="min-w-0">
          <h2 id="manual-title" className="text-lg font-semibold">
            {t('payments.manual.title', { brand })}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('payments.manual.subtitle', { amount: money })}
          </p>
        </div>
      </div>
      {info.demo_number ? (
        <div data-testid="demo-number-note">
          <Alert tone="info">{t('payments.manual.demo_note')}</Alert>
        </div>
      ) : null}
      <ol className="space-y-4" data-testid="manual-steps">
        <li className="flex gap-3">
          <span aria-hidden className={stepClass}>
            {formatNumber(1, language)}
          </span>
          <p className="pt-0.5">{t('payments.manual.step_open', { brand })}</p>
        </li>
        <li className="flex gap-3">
          <span aria-hidden className={stepClass}>
            {formatNumber(2, language)}
          </span>
          <div className="min-w-0 flex-1 space-y-2 pt-0.5">
            <p>{t('payments.manual.step_number')}</p>
            <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700">
              <span
                dir="ltr"
                className="font-mono text-xl font-bold tracking-wide"
                data-testid="platform-number"
              >
                {number}
              </span>
              <CopyButton text={number} label={t('payments.manual.copy_number', { brand })} />
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <span aria-hidden className={stepClass}>
            {formatNumber(3, language)}
          </span>
          <div className="min-w-0 flex-1 space-y-2 pt-0.5">
            <p>{t('payments.manual.step_amount')}</p>
            <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700">
              <span className="text-xl font-bold tabular-nums" data-testid="manual-amount">
                {money}
              </span>
              <CopyButton text={String(amount / 100)} label={t('payments.manual.copy_amount')} />
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <span aria-hidden className={stepClass}>
            {formatNumber(4, language)}
          </span>
          <p className="pt-0.5">{t('payments.manual.step_confirm')}</p>
        </li>
      </ol>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          label={t('payments.manual.trx_label')}
          hint={t('payments.manual.trx_hint', { brand })}
          error={error}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="transaction_id"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={trxId}
              onChange={(e) => onTrxId(e.target.value)}
              className="font-mono uppercase tracking-wider"
              placeholder={method === 'manual_bkash' ? '9F7B6C5D4A' : '7A1B2C3D'}
            />
          )}
        </Field>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t('payments.manual.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('payments.manual.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
