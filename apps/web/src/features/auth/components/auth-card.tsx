import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-page.ts';

/** The frame of every sign-in screen: a title, an intro line and the form. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-md">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {intro ? <p className="mt-1 text-slate-700 dark:text-slate-300">{intro}</p> : null}
        <div className="mt-5">{children}</div>
      </section>
      {footer ? <div className="mt-4 text-center text-slate-700 dark:text-slate-300">{footer}</div> : null}
    </div>
  );
}

export const linkClass =
  'font-medium text-emerald-800 underline decoration-emerald-700/40 underline-offset-4 hover:decoration-emerald-700 dark:text-emerald-300 dark:decoration-emerald-300/50';

/** `path` keeping the page to go back to after sign-in or registration, when there is a safe one. */
export function withRedirect(path: string, requested: string | null): string {
  const target = safeRedirect(requested, '');
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null, fallback = '/dashboard'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
