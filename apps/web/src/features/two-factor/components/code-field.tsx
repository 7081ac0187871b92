import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { codeDigits } from '../codes.ts';

/**
 * The six-digit code of an authenticator app: a number keypad on phones, the code the phone offers
 * (`one-time-code`), digits only (Bengali or Arabic digits and pasted "123 456" become 123456).
 * Its words are in the `auth` namespace, which the screens that use it load.
 */
export function CodeField({
  value,
  onChange,
  error,
  label,
  hint,
  inputRef,
  name = 'two_factor_code',
  testId,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={label ?? t('auth.two_factor.code_label')}
      hint={hint === undefined ? t('auth.two_factor.code_hint') : hint}
      error={error}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          ref={inputRef}
          name={name}
          value={value}
          onChange={(event) => onChange(codeDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint="done"
          spellCheck={false}
          dir="ltr"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          data-testid={testId}
          className={clsx('font-mono text-lg tracking-[0.25em] sm:max-w-56', 'text-start rtl:text-end')}
        />
      )}
    </Field>
  );
}

/**
 * Words an error of a code field: the shared schema's keys (`validation.required`,
 * `validation.two_factor_code`…) as this area's messages; the server's messages as they came.
 */
export function useCodeErrorText() {
  const { t } = useTranslation();
  return (message: unknown): string | undefined => {
    if (typeof message !== 'string' || !message) return undefined;
    if (message === 'validation.required' || message === 'validation.two_factor_code_required')
      return t('auth.two_factor.code_required');
    if (/^validation\.[a-z_]+$/.test(message)) return t('auth.two_factor.code_invalid');
    return message;
  };
}
