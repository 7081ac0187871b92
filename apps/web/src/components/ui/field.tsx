import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@haat/shared/auth/limits';
import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

const LIMITS: Record<string, { min?: number; max?: number }> = {
  name: { min: NAME_MIN, max: NAME_MAX },
  password: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  password_confirmation: { max: PASSWORD_MAX },
  current_password: { max: PASSWORD_MAX },
  email: { max: 254 },
  login: { max: 254 },
  phone: { max: 32 },
  referral_code: { max: 32 },
};

/** Words a form error: shared keys (`validation.*`) in the current language; server messages as sent. */
export function useErrorText() {
  const { t } = useTranslation();
  return (field: string, error: { message?: unknown } | undefined): string | undefined => {
    const message = error?.message;
    if (typeof message !== 'string' || !message) return undefined;
    if (!/^validation\.[a-z_]+$/.test(message)) return message;
    return t(message, { field: t(`fields.${field}`, { defaultValue: field }), ...LIMITS[field] });
  };
}

export const inputClass =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-emerald-700 focus:outline-none focus:ring-3 focus:ring-emerald-600/40 aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400';

interface TFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** A label, one control, a hint and a field-level error wired together for screen readers. */
export function Field({ label, error, hint, children, className }: TFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint ? (
        <div id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...rest }: TInputProps) {
  return <input className={clsx(inputClass, className)} {...rest} />;
}

interface TSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ className, ...rest }: TSelectProps) {
  return <select className={clsx(inputClass, 'pe-8', className)} {...rest} />;
}
