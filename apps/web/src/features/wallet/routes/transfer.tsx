import {
  TRANSFER_MAX_POISHA,
  TRANSFER_MIN_POISHA,
  TRANSFER_NOTE_MAX,
  type TRecipientPreview,
  type TTransferResult,
} from '@haat/shared/wallet/schemas';
import { CheckCircle2, Send, UserRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, inputClass } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useWallet } from '../api/get-wallet.ts';
import { newIdempotencyKey } from '../api/money-post.ts';
import { usePreviewTransfer } from '../api/preview-transfer.ts';
import { useSendTransfer } from '../api/send-transfer.ts';
import { parseTaka, useAmountProblem } from '../components/amount.ts';
import { AmountField } from '../components/amount-field.tsx';
import { shortRef, useInText } from '../components/in-text.ts';
import { MoneyFormHeader } from '../components/money-form-header.tsx';
import { splitServerErrors, type TFieldErrors } from '../components/server-errors.ts';
import { StepHeading } from '../components/step-heading.tsx';
import { StepUpField } from '../components/step-up-field.tsx';
import { Summary } from '../components/summary.tsx';
import { useFocusFirstError } from '../components/use-focus-first-error.ts';

type TStep = 'recipient' | 'amount' | 'confirm' | 'done';

/** `/wallet/transfer`: recipient → who it is → amount and note → confirmation → sent. */
export default function TransferScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  useDocumentTitle(t('wallet.transfer.title'));
  const wallet = useWallet();
  const preview = usePreviewTransfer();
  const send = useSendTransfer();

  const [step, setStep] = useState<TStep>('recipient');
  const [recipient, setRecipient] = useState('');
  const [person, setPerson] = useState<TRecipientPreview>();
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [general, setGeneral] = useState<string>();
  const [key, setKey] = useState('');
  const [result, setResult] = useState<TTransferResult>();
  const sending = useRef(false);
  const panel = useFocusFirstError(errors);
  const amountProblem = useAmountProblem();

  const amount = parseTaka(amountText);
  const balance = wallet.data?.balance;

  const findRecipient = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    if (!recipient.trim()) {
      setErrors({ recipient: t('wallet.transfer.recipient_required') });
      return;
    }
    setErrors({});
    try {
      setPerson(await preview.mutateAsync(recipient.trim()));
      setStep('amount');
    } catch (error) {
      const split = splitServerErrors(error, ['recipient'], t('wallet.transfer.preview_failed'));
      setErrors(split.fields);
      setGeneral(split.general);
    }
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    const found: TFieldErrors = {};
    const amountError = amountProblem(amount, {
      min: TRANSFER_MIN_POISHA,
      max: TRANSFER_MAX_POISHA,
      rangeKey: 'wallet.transfer.amount_range',
      balance,
    });
    if (amountError) found.amount = amountError;
    if (note.trim().length > TRANSFER_NOTE_MAX)
      found.note = t('wallet.transfer.note_too_long', { max: TRANSFER_NOTE_MAX });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setKey(newIdempotencyKey());
    setStep('confirm');
  };

  const needsPassword = amount !== undefined && amount > (wallet.data?.transfer_password_above ?? 0);
  const confirm = async () => {
    if (sending.current || amount === undefined) return;
    if (needsPassword && !password) return setErrors({ password: t('wallet.step_up.required') });
    sending.current = true;
    setGeneral(undefined);
    try {
      const sent = await send.mutateAsync({
        key,
        body: {
          recipient: recipient.trim(),
          amount,
          note: note.trim() || null,
          ...(needsPassword ? { password } : {}),
        },
      });
      setPassword('');
      setResult(sent);
      setStep('done');
    } catch (error) {
      const split = splitServerErrors(
        error,
        ['recipient', 'amount', 'note', 'password'],
        t('wallet.transfer.send_failed'),
      );
      if (split.fields.password) {
        setErrors(split.fields);
        setGeneral(split.general);
      } else if (split.fields.recipient) {
        setErrors(split.fields);
        setGeneral(split.general);
        setStep('recipient');
      } else if (split.fields.amount || split.fields.note) {
        setErrors(split.fields);
        setGeneral(split.general);
        setStep('amount');
      } else {
        // Same key on the next press: a retry after a lost answer never sends twice.
        setGeneral(split.general);
      }
    } finally {
      sending.current = false;
    }
  };

  const restart = () => {
    setStep('recipient');
    setRecipient('');
    setPerson(undefined);
    setAmountText('');
    setNote('');
    setErrors({});
    setGeneral(undefined);
    setResult(undefined);
    send.reset();
  };

  const recipientCard = person ? (
    <div
      className="flex items-center gap-3 rounded-lg bg-slate-100 p-3 dark:bg-slate-800"
      data-testid="recipient-preview"
    >
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
      >
        <UserRound className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-slate-900 dark:text-white">{person.name}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300" dir="ltr">
          <span className="sr-only">{t('wallet.transfer.contact')} </span>
          {person.contact}
        </p>
      </div>
    </div>
  ) : null;

  return (
    <div className="mx-auto max-w-xl">
      <MoneyFormHeader
        title={t('wallet.transfer.title')}
        intro={t('wallet.transfer.intro')}
        icon={<Send />}
        balance={step === 'done' ? undefined : balance}
        general={general}
      />

      <div ref={panel}>
        <Card>
          {step === 'recipient' ? (
            <form onSubmit={findRecipient} noValidate className="space-y-4">
              <StepHeading autoFocus={false}>{t('wallet.transfer.who')}</StepHeading>
              <Field
                label={t('wallet.transfer.recipient')}
                hint={t('wallet.transfer.recipient_hint')}
                error={errors.recipient}
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="recipient"
                    value={recipient}
                    onChange={(event) => setRecipient(event.target.value)}
                    autoComplete="off"
                    maxLength={254}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    dir="auto"
                  />
                )}
              </Field>
              <Button type="submit" loading={preview.isPending} className="w-full sm:w-auto">
                {t('wallet.continue')}
              </Button>
            </form>
          ) : null}

          {step === 'amount' ? (
            <form onSubmit={review} noValidate className="space-y-4">
              <StepHeading>{t('wallet.transfer.how_much')}</StepHeading>
              {recipientCard}
              <Button size="sm" variant="ghost" onClick={() => setStep('recipient')}>
                {t('wallet.transfer.change_recipient')}
              </Button>
              <AmountField
                value={amountText}
                onChange={setAmountText}
                hint={t('wallet.transfer.amount_hint', {
                  min: inText.money(TRANSFER_MIN_POISHA),
                  max: inText.money(TRANSFER_MAX_POISHA),
                })}
                error={errors.amount}
              />
              <Field
                label={t('wallet.transfer.note')}
                hint={t('wallet.transfer.note_hint')}
                error={errors.note}
              >
                {({ id, describedBy, invalid }) => (
                  <textarea
                    id={id}
                    name="note"
                    rows={2}
                    maxLength={TRANSFER_NOTE_MAX}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    className={inputClass}
                  />
                )}
              </Field>
              <Button type="submit" className="w-full sm:w-auto">
                {t('wallet.review')}
              </Button>
            </form>
          ) : null}

          {step === 'confirm' && person && amount !== undefined ? (
            <div className="space-y-4">
              <StepHeading>{t('wallet.transfer.confirm_title')}</StepHeading>
              <Summary
                rows={[
                  [t('wallet.transfer.to'), `${person.name} (${person.contact})`, 'confirm-recipient'],
                  [t('wallet.amount_label'), formatMoney(amount, lang), 'confirm-amount'],
                  ...(note.trim() ? [[t('wallet.transfer.note'), note.trim()] as [string, string]] : []),
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
                {t('wallet.transfer.confirm_text')}
              </p>
              {needsPassword ? (
                <StepUpField value={password} onChange={setPassword} error={errors.password} />
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button onClick={confirm} loading={send.isPending} data-testid="confirm-send">
                  <Send aria-hidden className="size-4 rtl:-scale-x-100" />
                  {t('wallet.transfer.send_amount', { amount: inText.money(amount) })}
                </Button>
                <Button variant="secondary" disabled={send.isPending} onClick={() => setStep('amount')}>
                  {t('wallet.edit')}
                </Button>
              </div>
            </div>
          ) : null}

          {step === 'done' && result ? (
            <div className="space-y-4" data-testid="transfer-done">
              <div className="flex items-center gap-3 text-emerald-800 dark:text-emerald-300">
                <CheckCircle2 aria-hidden className="size-8 shrink-0" />
                <StepHeading>{t('wallet.transfer.sent_title')}</StepHeading>
              </div>
              <p className="text-slate-800 dark:text-slate-200">
                {t('wallet.transfer.sent_text', {
                  amount: inText.money(result.amount),
                  name: inText.name(result.recipient.name),
                })}
              </p>
              <Summary
                rows={[
                  [
                    t('wallet.reference'),
                    <span key="r" className="font-mono" dir="ltr" title={result.transaction_id}>
                      {shortRef(result.transaction_id)}
                    </span>,
                    'transfer-reference',
                  ],
                  [t('wallet.new_balance'), formatMoney(result.balance, lang), 'transfer-balance'],
                ]}
              />
              <div className="flex flex-wrap gap-2">
                <ButtonLink to="/wallet">{t('wallet.back_to_wallet')}</ButtonLink>
                <Button variant="secondary" onClick={restart}>
                  {t('wallet.transfer.send_another')}
                </Button>
              </div>
            </div>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
