import type { TTwoFactorSetup } from '@haat/shared/auth/two-factor-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { twoFactorKeys } from '../api/keys.ts';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { isCode } from '../codes.ts';
import { CodeField } from './code-field.tsx';
import { CopyButton } from './copy-button.tsx';
import { splitError } from './split-error.ts';

/**
 * Turning two-factor on: the password again, then the new key as a QR code and as text to type, and
 * the first code from the app ("Verify and turn on"). Each step's first field takes focus.
 */
export function SetupFlow({
  onEnabled,
  onCancel,
}: {
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [setup, setSetup] = useState<TTwoFactorSetup>();
  return setup ? (
    <ScanStep setup={setup} onEnabled={onEnabled} onCancel={onCancel} />
  ) : (
    <PasswordStep onStarted={setSetup} onCancel={onCancel} />
  );
}

function PasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: TTwoFactorSetup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartTwoFactorSetup();
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    if (!password) {
      setFieldError(t('security.setup.password_required'));
      return input.current?.focus();
    }
    setFieldError(undefined);
    try {
      onStarted(await start.mutateAsync({ password }));
    } catch (error) {
      const split = splitError(error, 'password', t('errors.generic'));
      setFieldError(split.field);
      setGeneral(split.general);
      // Already on (409): the status view will say so.
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: twoFactorKeys.status });
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="two-factor-password-step">
      <h2 className="text-lg font-semibold">{t('security.setup.password_title')}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t('security.setup.password_text')}</p>
      {general ? <Alert tone="error">{general}</Alert> : null}
      <Field label={t('fields.password')} error={fieldError}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            ref={input}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={start.isPending}>
          {t('security.setup.continue')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={start.isPending}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}

const stepNumberClass =
  'grid size-7 shrink-0 place-items-center rounded-full bg-emerald-100 text-sm font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100';

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TTwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const top = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The code field is the step's one field; the QR code above it stays in view.
    input.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    if (!isCode(code)) {
      setFieldError(t(code ? 'auth.two_factor.code_invalid' : 'auth.two_factor.code_required'));
      return input.current?.focus();
    }
    setFieldError(undefined);
    try {
      onEnabled((await enable.mutateAsync({ code })).recovery_codes);
    } catch (error) {
      const split = splitError(error, 'code', t('errors.generic'));
      setFieldError(split.field);
      setGeneral(split.general);
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="two-factor-scan-step">
      <h2 ref={top} className="scroll-mt-24 text-lg font-semibold">
        {t('security.setup.scan_title')}
      </h2>
      {general ? <Alert tone="error">{general}</Alert> : null}
      <ol className="space-y-5">
        <li className="flex gap-3">
          <span aria-hidden className={stepNumberClass}>
            1
          </span>
          <p className="min-w-0 flex-1 pt-0.5">{t('security.setup.step_open')}</p>
        </li>
        <li className="flex gap-3">
          <span aria-hidden className={stepNumberClass}>
            2
          </span>
          <div className="min-w-0 flex-1 space-y-3 pt-0.5">
            <p>{t('security.setup.step_scan')}</p>
            {/* A light frame in dark mode too: scanners need dark modules on a light ground. */}
            <img
              src={setup.qr}
              alt={t('security.setup.qr_alt')}
              width={192}
              height={192}
              className="size-48 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-600"
              data-testid="two-factor-qr"
            />
            <a
              href={setup.uri}
              className="inline-block font-medium text-emerald-800 underline underline-offset-4 sm:hidden dark:text-emerald-300"
            >
              {t('security.setup.open_app')}
            </a>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('security.setup.no_scan')}</p>
            <div className="flex flex-wrap items-center gap-2">
              <code
                dir="ltr"
                className="select-all rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-words text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                data-testid="two-factor-secret"
              >
                {setup.secret}
              </code>
              <CopyButton text={setup.secret.replace(/\s/g, '')} label={t('security.setup.copy_key')}>
                {t('security.setup.copy_key')}
              </CopyButton>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <span aria-hidden className={stepNumberClass}>
            3
          </span>
          <div className="min-w-0 flex-1 space-y-3 pt-0.5">
            <p>{t('security.setup.step_code')}</p>
            <CodeField
              value={code}
              onChange={setCode}
              error={fieldError}
              inputRef={input}
              name="code"
              testId="two-factor-setup-code"
            />
          </div>
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={enable.isPending} data-testid="two-factor-verify">
          {t('security.setup.verify')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}
