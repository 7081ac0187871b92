import { formatDateTime as formatWithDayPeriods } from '@haat/shared/i18n/format-date-time';
import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { RotateCw } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { isCode } from '../../two-factor/codes.ts';
import { CodeField } from '../../two-factor/components/code-field.tsx';
import { splitError } from '../../two-factor/components/split-error.ts';
import { useCancelWhatsappVerification } from '../api/cancel-whatsapp-verification.ts';
import { useConfirmWhatsappCode } from '../api/confirm-whatsapp-code.ts';
import { useResendWhatsappCode } from '../api/resend-whatsapp-code.ts';
import { clock, secondsUntil } from '../whatsapp-logic.ts';
import { useLtrInText } from './in-text.ts';
import { useNow } from './use-now.ts';

/**
 * The code sent by WhatsApp: six digits (number keypad, the phone's one-time-code offer), tries left,
 * until when it works; "Send a new code" counts down until the server allows one (its `Retry-After`
 * too), and a failed send says so. "Cancel" ends the verification.
 */
export function CodeStep({
  status,
  focusOnMount,
  onDone,
}: {
  status: TWhatsappStatusView;
  focusOnMount: boolean;
  onDone: (notice?: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ltr = useLtrInText();
  const verification = status.pending;
  const confirm = useConfirmWhatsappCode();
  const resend = useResendWhatsappCode();
  const cancel = useCancelWhatsappVerification();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [sent, setSent] = useState('');
  const [waitUntil, setWaitUntil] = useState<number>(0);
  const input = useRef<HTMLInputElement>(null);
  const now = useNow();
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  if (!verification) return null;

  const phone = ltr(verification.phone);
  const resendIn = Math.max(
    secondsUntil(verification.resend_available_at, now),
    Math.max(0, Math.ceil((waitUntil - now) / 1000)),
  );
  const expired = secondsUntil(verification.expires_at, now) === 0;
  const noTries = verification.attempts_left === 0;
  const digit = (value: number) => formatNumber(value, lang);
  const until = formatWithDayPeriods(new Date(verification.expires_at), languageInfo(lang).tag, {
    timeStyle: 'short',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    setSent('');
    if (!isCode(code)) {
      setFieldError(t(code ? 'whatsapp.code.invalid' : 'whatsapp.code.required'));
      return input.current?.focus();
    }
    setFieldError(undefined);
    try {
      await confirm.mutateAsync({ id: verification.id, code });
      onDone(t('whatsapp.code.verified'));
    } catch (error) {
      const split = splitError(error, 'code', t('whatsapp.error'));
      setFieldError(
        split.field ?? (error instanceof ApiError && error.status === 422 ? split.general : undefined),
      );
      setGeneral(
        error instanceof ApiError && error.status === 422 && !split.field ? undefined : split.general,
      );
      input.current?.focus();
      input.current?.select();
    }
  };

  const again = async () => {
    setGeneral(undefined);
    setSent('');
    try {
      const next = await resend.mutateAsync(verification.id);
      setCode('');
      setFieldError(undefined);
      setSent(next.delivery_failed ? '' : t('whatsapp.code.resent', { phone }));
      input.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfter)
        setWaitUntil(Date.now() + error.retryAfter * 1000);
      setGeneral(
        error instanceof ApiError && error.status !== 0 && error.message
          ? error.message
          : t('whatsapp.error'),
      );
    }
  };

  const hint = expired
    ? t('whatsapp.code.expired')
    : noTries
      ? t('whatsapp.code.no_tries')
      : [
          t('whatsapp.code.until', { time: until }),
          verification.attempts_left !== null
            ? t('whatsapp.code.tries_left', { left: verification.attempts_left })
            : '',
        ]
          .filter(Boolean)
          .join(' · ');

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="whatsapp-code-step">
      <h3 className="font-semibold">{t('whatsapp.code.title')}</h3>
      {verification.delivery_failed ? (
        <Alert tone="error">
          <p data-testid="whatsapp-delivery-failed">{t('whatsapp.code.delivery_failed', { phone })}</p>
        </Alert>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t('whatsapp.code.sent_to', { phone })}</p>
      )}
      {general ? <Alert tone="error">{general}</Alert> : null}
      <div role="status" className={sent ? 'text-sm text-emerald-800 dark:text-emerald-300' : 'sr-only'}>
        {sent}
      </div>
      <CodeField
        value={code}
        onChange={setCode}
        error={fieldError}
        label={t('whatsapp.code.label')}
        hint={<span data-testid="whatsapp-code-hint">{hint}</span>}
        inputRef={input}
        name="whatsapp_code"
        testId="whatsapp-code"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="submit"
          loading={confirm.isPending}
          disabled={expired || noTries}
          data-testid="whatsapp-verify"
        >
          {t('whatsapp.code.verify')}
        </Button>
        <Button
          variant="secondary"
          onClick={again}
          loading={resend.isPending}
          disabled={resendIn > 0}
          data-testid="whatsapp-resend"
        >
          <RotateCw aria-hidden className="size-4" />
          {resendIn > 0
            ? t('whatsapp.code.resend_in', { time: clock(resendIn, digit) })
            : t('whatsapp.code.resend')}
        </Button>
        <Button
          variant="ghost"
          onClick={async () => {
            setGeneral(undefined);
            try {
              await cancel.mutateAsync(verification.id);
              onDone(t('whatsapp.cancelled'));
            } catch {
              setGeneral(t('whatsapp.error'));
            }
          }}
          loading={cancel.isPending}
          data-testid="whatsapp-cancel"
        >
          {t('whatsapp.cancel')}
        </Button>
      </div>
    </form>
  );
}
