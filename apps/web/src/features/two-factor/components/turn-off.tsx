import { Info } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { cleanCodeOrRecovery } from '../codes.ts';

type TErrors = { password?: string; code?: string };

/**
 * "Turn off": the password and a code from the app, or a recovery code (for a lost phone), then a
 * confirmation. The server's refusals show at their fields, and the first of them takes focus.
 */
export function TurnOff({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [general, setGeneral] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => passwordInput.current?.focus(), []);

  const focusFirst = (found: TErrors) => (found.password ? passwordInput : codeInput).current?.focus();

  const review = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    const found: TErrors = {};
    if (!password) found.password = t('security.setup.password_required');
    if (!code.trim()) found.code = t('security.turn_off.code_required');
    else if (!cleanCodeOrRecovery(code)) found.code = t('security.turn_off.code_invalid');
    setErrors(found);
    if (found.password || found.code) return focusFirst(found);
    setConfirming(true);
  };

  const confirm = async () => {
    const cleaned = cleanCodeOrRecovery(code);
    if (!cleaned) return;
    try {
      await disable.mutateAsync({ password, code: cleaned });
      setConfirming(false);
      onDone();
    } catch (error) {
      setConfirming(false);
      const found: TErrors = {};
      if (error instanceof ApiError && error.status === 422) {
        found.password = error.errors.password?.[0];
        found.code = error.errors.code?.[0];
      }
      setErrors(found);
      if (found.password || found.code) return focusFirst(found);
      setGeneral(
        error instanceof ApiError && error.status !== 0 && error.message
          ? error.message
          : t('errors.generic'),
      );
    }
  };

  return (
    <form onSubmit={review} noValidate className="space-y-4" data-testid="turn-off-form">
      <h2 className="text-lg font-semibold">{t('security.turn_off.title')}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t('security.turn_off.text')}</p>
      {general ? <Alert tone="error">{general}</Alert> : null}
      <Field label={t('fields.password')} error={errors.password}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            ref={passwordInput}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field
        label={t('security.turn_off.code_label')}
        hint={
          <span className="flex items-start gap-1.5">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('security.turn_off.recovery_ok')}
          </span>
        }
        error={errors.code}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            ref={codeInput}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            data-testid="turn-off-code"
            className="font-mono text-lg tracking-wider sm:max-w-72 text-start rtl:text-end"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" data-testid="turn-off-submit">
          {t('security.turn_off.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={disable.isPending}>
          {t('security.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('security.turn_off.confirm_title')}
        confirmLabel={t('security.turn_off.confirm')}
        cancelLabel={t('security.turn_off.keep')}
        busy={disable.isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!disable.isPending) setConfirming(false);
        }}
      >
        <p>{t('security.turn_off.confirm_text')}</p>
      </ConfirmDialog>
    </form>
  );
}
