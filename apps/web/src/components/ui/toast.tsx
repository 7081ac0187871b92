import { clsx } from 'clsx';
import { Check, TriangleAlert, X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

/*
 * Short messages after an action elsewhere on the page ("Added to your cart"). `showToast` may be
 * called from anywhere; `<Toaster />` (mounted once by the query layout) shows the latest one in a
 * polite live region above the bottom navigation for a few seconds, with an optional link.
 */

export interface TToast {
  id: number;
  tone: 'success' | 'error';
  message: string;
  action?: { label: string; to: string };
}

let current: TToast | undefined;
let next = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<TToast, 'id'>): void {
  current = { ...toast, id: next++ };
  emit();
}

export function dismissToast(): void {
  current = undefined;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SHOWN_MS = 5000;

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (current?.id === toast.id) dismissToast();
    }, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const Icon = toast?.tone === 'error' ? TriangleAlert : Check;
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4"
      data-testid="toaster"
    >
      {toast ? (
        <div
          key={toast.id}
          data-testid="toast"
          className={clsx(
            'pointer-events-auto flex max-w-md items-center gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg',
            toast.tone === 'error'
              ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
              : 'border-emerald-300 bg-white text-slate-900 dark:border-emerald-800 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          <Icon aria-hidden className="size-5 shrink-0" />
          <p className="min-w-0 flex-1">{toast.message}</p>
          {toast.action ? (
            <Link
              to={toast.action.to}
              onClick={dismissToast}
              className="shrink-0 font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
            >
              {toast.action.label}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={dismissToast}
            aria-label={closeLabel}
            className="-me-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:hover:bg-white/10"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
