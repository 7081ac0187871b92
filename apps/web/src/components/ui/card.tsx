import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function Card({
  children,
  className,
  as: Tag = 'section',
  ...rest
}: {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div' | 'article';
  'aria-labelledby'?: string;
}) {
  return (
    <Tag
      className={clsx(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}

export function PageHeader({
  title,
  subtitle,
  icon,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <header className="mb-5 flex items-start gap-3">
      {icon ? (
        <span
          aria-hidden
          className="mt-1 grid size-10 shrink-0 place-items-center rounded-lg bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
        >
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {subtitle ? <p className="mt-1 text-slate-700 dark:text-slate-300">{subtitle}</p> : null}
      </div>
    </header>
  );
}

export function EmptyState({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center dark:border-slate-700">
      {icon ? (
        <span aria-hidden className="text-slate-500 dark:text-slate-400">
          {icon}
        </span>
      ) : null}
      <p className="font-medium text-slate-800 dark:text-slate-200">{title}</p>
      {children ? <div className="text-sm text-slate-600 dark:text-slate-400">{children}</div> : null}
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx('block animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-10 text-slate-600 dark:text-slate-300"
    >
      <span
        aria-hidden
        className="size-6 animate-spin rounded-full border-3 border-emerald-600 border-t-transparent"
      />
      <span>{label}</span>
    </div>
  );
}
