import { clsx } from 'clsx';
import { useId } from 'react';

/** An on/off setting: a switch (`role="switch"`) with its label and what it does. */
export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
  error,
  name,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 sm:col-span-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
        {error ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        name={name}
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900',
          checked ? 'bg-emerald-700' : 'bg-slate-400 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'inline-block size-6 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
