import type { TAuthResult } from '@haat/shared/auth/schemas';
import type { TTwoFactorLogin } from '@haat/shared/auth/two-factor-schemas';
import { ArrowLeft, KeyRound, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { cleanRecoveryCode, isCode } from '../../two-factor/codes.ts';
import { CodeField } from '../../two-factor/components/code-field.tsx';
import { signInWithCode } from '../api/sign-in-with-code.ts';

type TMode = 'code' | 'recovery';

const linkButtonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md text-start font-medium text-emerald-800 underline decoration-emerald-700/40 underline-offset-4 hover:decoration-emerald-700 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300 dark:decoration-emerald-300/50';

/**
 * Sign-in's second step when the account has two-factor on (decision 061): the authenticator app's
 * six-digit code, or one of the recovery codes instead, and whether to remember this browser. The
 * field takes focus when the step opens and when the kind of code changes. A challenge that ended
 * (401: too old or too many wrong codes) sends the person back to the password with the server's words.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (result: TAuthResult) => void;
  onRestart: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TMode>('code');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const recoveryRef = useRef<HTMLInputElement>(null);
  const rememberHint = useId();

  const focusField = (select = false) => {
    const input = (mode === 'code' ? codeRef : recoveryRef).current;
    input?.focus();
    if (select) input?.select();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the kind of code only
  useEffect(() => focusField(), [mode]);

  const switchMode = () => {
    setMode((current) => (current === 'code' ? 'recovery' : 'code'));
    setFieldError(undefined);
    setFormError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const body: TTwoFactorLogin = {
      challenge,
      remember_device: remember,
      device_name: navigator.userAgent.slice(0, 100),
    };
    if (mode === 'code') {
      if (!isCode(code)) {
        setFieldError(t(code ? 'auth.two_factor.code_invalid' : 'auth.two_factor.code_required'));
        return focusField();
      }
      body.code = code;
    } else {
      const cleaned = cleanRecoveryCode(recovery);
      if (!cleaned) {
        setFieldError(
          t(recovery.trim() ? 'auth.two_factor.recovery_invalid' : 'auth.two_factor.recovery_required'),
        );
        return focusField();
      }
      body.recovery_code = cleaned;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onSignedIn(await signInWithCode(body));
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError) || error.status === 0) return setFormError(t('auth.login.failed'));
      if (error.status === 401) return onRestart(error.message || t('auth.two_factor.expired'));
      const message = (mode === 'code' ? error.errors.code : error.errors.recovery_code)?.[0];
      if (error.status === 422 && message) {
        setFieldError(message);
        return focusField(true);
      }
      setFormError(error.message || t('auth.login.failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="two-factor-step">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
        {mode === 'code' ? (
          <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0" />
        ) : (
          <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0" />
        )}
        <p>
          {mode === 'code' ? t('auth.two_factor.instructions') : t('auth.two_factor.recovery_instructions')}
        </p>
      </div>
      {mode === 'code' ? (
        <CodeField
          value={code}
          onChange={setCode}
          error={fieldError}
          inputRef={codeRef}
          name="code"
          testId="two-factor-code"
        />
      ) : (
        <Field
          label={t('auth.two_factor.recovery_label')}
          hint={t('auth.two_factor.recovery_hint')}
          error={fieldError}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              ref={recoveryRef}
              name="recovery_code"
              value={recovery}
              onChange={(event) => setRecovery(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              dir="ltr"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="two-factor-recovery-code"
              className="font-mono text-lg tracking-wider sm:max-w-72 text-start rtl:text-end"
            />
          )}
        </Field>
      )}
      <button type="button" onClick={switchMode} className={linkButtonClass} data-testid="two-factor-switch">
        {mode === 'code' ? t('auth.two_factor.use_recovery') : t('auth.two_factor.use_code')}
      </button>
      <div className="flex items-start gap-3">
        <input
          id={`${rememberHint}-box`}
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          aria-describedby={rememberHint}
          className="mt-1 size-5 shrink-0 accent-emerald-700"
        />
        <div>
          <label htmlFor={`${rememberHint}-box`} className="font-medium text-slate-900 dark:text-slate-100">
            {t('auth.two_factor.remember')}
          </label>
          <p id={rememberHint} className="text-sm text-slate-600 dark:text-slate-400">
            {t('auth.two_factor.remember_hint')}
          </p>
        </div>
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        {t('auth.two_factor.submit')}
      </Button>
      <Button
        variant="ghost"
        className="w-full"
        disabled={busy}
        onClick={() => onRestart('')}
        data-testid="two-factor-back"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('auth.two_factor.back')}
      </Button>
    </form>
  );
}
