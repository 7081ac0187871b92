import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { isCode } from '../codes.ts';
import { CodeField } from './code-field.tsx';
import { splitError } from './split-error.ts';

/** "Regenerate recovery codes": a current code from the app, then ten new codes (the old ones stop working). */
export function RegenerateCodes({
  onDone,
  onCancel,
}: {
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(undefined);
    if (!isCode(code)) {
      setFieldError(t(code ? 'auth.two_factor.code_invalid' : 'auth.two_factor.code_required'));
      return input.current?.focus();
    }
    setFieldError(undefined);
    try {
      onDone((await regenerate.mutateAsync({ code })).recovery_codes);
    } catch (error) {
      const split = splitError(error, 'code', t('errors.generic'));
      setFieldError(split.field);
      setGeneral(split.general);
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="regenerate-codes-form">
      <h2 className="text-lg font-semibold">{t('security.regenerate.title')}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t('security.regenerate.text')}</p>
      {general ? <Alert tone="error">{general}</Alert> : null}
      <CodeField value={code} onChange={setCode} error={fieldError} inputRef={input} name="code" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={regenerate.isPending}>
          {t('security.regenerate.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={regenerate.isPending}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}
