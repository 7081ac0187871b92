import {
  type TWithdrawal,
  type TWithdrawalMethod,
  WITHDRAWAL_MAX_POISHA,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_MIN_POISHA,
} from '@haat/shared/wallet/schemas';
import { ArrowDownToLine, Clock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { isCode } from '../../two-factor/codes.ts';
import { CodeField } from '../../two-factor/components/code-field.tsx';
import { useWallet } from '../api/get-wallet.ts';
import { newIdempotencyKey } from '../api/money-post.ts';
import { type TWithdrawalBody, useRequestWithdrawal } from '../api/request-withdrawal.ts';
import { parseTaka, useAmountProblem } from '../components/amount.ts';
import { AmountField } from '../components/amount-field.tsx';
import { useInText } from '../components/in-text.ts';
import { MoneyFormHeader } from '../components/money-form-header.tsx';
import { splitServerErrors, type TFieldErrors } from '../components/server-errors.ts';
import { StepHeading } from '../components/step-heading.tsx';
import { StepUpField } from '../components/step-up-field.tsx';
import { Summary } from '../components/summary.tsx';
import { useFocusFirstError } from '../components/use-focus-first-error.ts';
import { WithdrawalDestination } from '../components/withdrawal-list.tsx';

type TStep = 'form' | 'confirm' | 'done';
const BANK_FIELDS = ['bank_name', 'account_name', 'account_number', 'branch'] as const;
type TBankField = (typeof BANK_FIELDS)[number];
const FIELDS = ['method', 'amount', 'phone', 'password', 'two_factor_code', ...BANK_FIELDS];

/** `/wallet/withdraw`: method and destination, amount → confirmation → pending (held) withdrawal. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  useDocumentTitle(t('wallet.withdrawal.title'));
  const wallet = useWallet();
  const request = useRequestWithdrawal();

  const [step, setStep] = useState<TStep>('form');
  const [method, setMethod] = useState<TWithdrawalMethod>('bkash');
  const [phone, setPhone] = useState('');
  const [bank, setBank] = useState<Record<TBankField, string>>({
    bank_name: '',
    account_name: '',
    account_number: '',
    branch: '',
  });
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  // With two-factor on, a withdrawal also takes a code from the authenticator app (decision 061).
  const needsCode = !!useSession().user?.two_factor_enabled;
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [general, setGeneral] = useState<string>();
  const [key, setKey] = useState('');
  const [result, setResult] = useState<TWithdrawal>();
  const sending = useRef(false);
  const panel = useFocusFirstError(errors);
  const amountProblem = useAmountProblem();

  const amount = parseTaka(amountText);
  const balance = wallet.data?.balance;
  const range = {
    min: inText.money(WITHDRAWAL_MIN_POISHA),
    max: inText.money(WITHDRAWAL_MAX_POISHA),
  };

  const body = (): TWithdrawalBody =>
    method === 'bank'
      ? {
          method,
          amount: amount ?? 0,
          bank_name: bank.bank_name.trim(),
          account_name: bank.account_name.trim(),
          account_number: bank.account_number.trim(),
          branch: bank.branch.trim(),
        }
      : { method, amount: amount ?? 0, phone: phone.trim() };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    const found: TFieldErrors = {};
    if (method === 'bank') {
      for (const field of BANK_FIELDS) if (!bank[field].trim()) found[field] = t('wallet.required');
    } else if (!phone.trim()) found.phone = t('wallet.required');
    const amountError = amountProblem(amount, {
      min: WITHDRAWAL_MIN_POISHA,
      max: WITHDRAWAL_MAX_POISHA,
      rangeKey: 'wallet.withdrawal.amount_range',
      balance,
    });
    if (amountError) found.amount = amountError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setKey(newIdempotencyKey());
    setStep('confirm');
  };

  const confirm = async () => {
    if (sending.current) return;
    const missing: TFieldErrors = {};
    if (!password) missing.password = t('wallet.step_up.required');
    if (needsCode && !isCode(code))
      missing.two_factor_code = t(code ? 'wallet.step_up.code_invalid' : 'wallet.step_up.code_required');
    if (missing.password || missing.two_factor_code) return setErrors(missing);
    sending.current = true;
    setGeneral(undefined);
    try {
      const stepUp = needsCode ? { password, two_factor_code: code } : { password };
      setResult(await request.mutateAsync({ key, body: { ...body(), ...stepUp } }));
      setPassword('');
      setCode('');
      setStep('done');
    } catch (error) {
      const split = splitServerErrors(error, FIELDS, t('wallet.withdrawal.failed'));
      if (Object.keys(split.fields).length > 0) {
        setErrors(split.fields);
        // A wrong password or code is fixed right here; anything else on the form.
        if (!split.fields.password && !split.fields.two_factor_code) setStep('form');
      }
      setGeneral(split.general);
    } finally {
      sending.current = false;
    }
  };

  const textField = (
    name: TBankField,
    label: string,
    extra: { autoComplete?: string; maxLength: number; inputMode?: 'numeric' | 'text' },
  ) => (
    <Field key={name} label={label} error={errors[name]}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name={name}
          value={bank[name]}
          onChange={(event) => setBank((current) => ({ ...current, [name]: event.target.value }))}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          autoComplete={extra.autoComplete ?? 'off'}
          maxLength={extra.maxLength}
          inputMode={extra.inputMode}
        />
      )}
    </Field>
  );

  return (
    <div className="mx-auto max-w-xl">
      <MoneyFormHeader
        title={t('wallet.withdrawal.title')}
        intro={t('wallet.withdrawal.intro')}
        icon={<ArrowDownToLine />}
        balance={step === 'done' ? undefined : balance}
        general={general}
      />

      <div ref={panel}>
        <Card>
          {step === 'form' ? (
            <form onSubmit={review} noValidate className="space-y-4">
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                  {t('wallet.withdrawal.method')}
                </legend>
                <div className="grid grid-cols-3 gap-2">
                  {WITHDRAWAL_METHODS.map((value) => (
                    <label
                      key={value}
                      className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 py-2 text-center font-medium text-slate-900 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-checked:text-emerald-900 has-focus-visible:ring-3 has-focus-visible:ring-amber-500 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950 dark:has-checked:text-emerald-100"
                    >
                      <input
                        type="radio"
                        name="method"
                        value={value}
                        checked={method === value}
                        onChange={() => {
                          setMethod(value);
                          setErrors({});
                        }}
                        className="size-4 accent-emerald-700"
                      />
                      {t(`wallet.method.${value}`)}
                    </label>
                  ))}
                </div>
                {errors.method ? (
                  <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
                    {errors.method}
                  </p>
                ) : null}
              </fieldset>

              {method === 'bank' ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  {textField('bank_name', t('wallet.withdrawal.bank_name'), { maxLength: 100 })}
                  {textField('branch', t('wallet.withdrawal.branch'), { maxLength: 100 })}
                  {textField('account_name', t('wallet.withdrawal.account_name'), {
                    maxLength: 100,
                    autoComplete: 'name',
                  })}
                  {textField('account_number', t('wallet.withdrawal.account_number'), { maxLength: 34 })}
                </div>
              ) : (
                <Field
                  label={t('wallet.withdrawal.mobile', { method: t(`wallet.method.${method}`) })}
                  hint={t('wallet.withdrawal.mobile_hint')}
                  error={errors.phone}
                >
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      name="phone"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      maxLength={32}
                      value={phone}
                      onChange={(event) => setPhone(event.target.value)}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      placeholder="01XXXXXXXXX"
                      dir="ltr"
                      className="text-start rtl:text-end"
                    />
                  )}
                </Field>
              )}

              <AmountField
                value={amountText}
                onChange={setAmountText}
                hint={t('wallet.withdrawal.amount_hint', range)}
                error={errors.amount}
              />
              <Button type="submit" className="w-full sm:w-auto">
                {t('wallet.review')}
              </Button>
            </form>
          ) : null}

          {step === 'confirm' && amount !== undefined ? (
            <div className="space-y-4">
              <StepHeading>{t('wallet.withdrawal.confirm_title')}</StepHeading>
              <Summary
                rows={[
                  [t('wallet.withdrawal.to'), <Destination key="d" body={body()} />, 'confirm-destination'],
                  [t('wallet.amount_label'), formatMoney(amount, lang), 'confirm-amount'],
                  ...(balance !== undefined
                    ? [
                        [
                          t('wallet.balance_after'),
                          formatMoney(balance - amount, lang),
                          'confirm-balance-after',
                        ] as [string, string, string],
                      ]
                    : []),
                ]}
              />
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('wallet.withdrawal.confirm_text')}
              </p>
              <StepUpField value={password} onChange={setPassword} error={errors.password} />
              {needsCode ? (
                <CodeField
                  value={code}
                  onChange={setCode}
                  error={errors.two_factor_code}
                  label={t('wallet.step_up.code_label')}
                  hint={t('wallet.step_up.code_hint')}
                  testId="step-up-code"
                />
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button onClick={confirm} loading={request.isPending} data-testid="confirm-withdraw">
                  {t('wallet.withdrawal.submit', { amount: inText.money(amount) })}
                </Button>
                <Button variant="secondary" disabled={request.isPending} onClick={() => setStep('form')}>
                  {t('wallet.edit')}
                </Button>
              </div>
            </div>
          ) : null}

          {step === 'done' && result ? (
            <div className="space-y-4" data-testid="withdrawal-done">
              <div className="flex items-center gap-3 text-amber-800 dark:text-amber-300">
                <Clock aria-hidden className="size-8 shrink-0" />
                <StepHeading>{t('wallet.withdrawal.pending_title')}</StepHeading>
              </div>
              <p className="text-slate-800 dark:text-slate-200">
                {t('wallet.withdrawal.pending_text', { amount: inText.money(result.amount) })}
              </p>
              <Summary
                rows={[
                  [t('wallet.withdrawal.to'), <WithdrawalDestination key="d" withdrawal={result} />],
                  [t('wallet.amount_label'), formatMoney(result.amount, lang)],
                  [t('wallet.withdrawal.status'), t(`wallet.status.${result.status}`), 'withdrawal-status'],
                  [
                    t('wallet.reference'),
                    <span key="r" className="font-mono" dir="ltr" title={result.id}>
                      {result.reference}
                    </span>,
                  ],
                ]}
              />
              <ButtonLink to="/wallet">{t('wallet.back_to_wallet')}</ButtonLink>
            </div>
          ) : null}
        </Card>
      </div>
    </div>
  );
}

function Destination({ body }: { body: TWithdrawalBody }) {
  const { t } = useTranslation();
  if (body.method === 'bank')
    return (
      <>
        {body.bank_name}, {body.branch} · {body.account_name} · <span dir="ltr">{body.account_number}</span>
      </>
    );
  return (
    <>
      {t(`wallet.method.${body.method}`)} · <span dir="ltr">{body.phone}</span>
    </>
  );
}
