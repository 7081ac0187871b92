import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens; focusable so the keyboard can scroll it too. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      className="-mx-3 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-emerald-600"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </section>
  );
}

export const headCell = 'px-3 py-2 text-start font-semibold';
export const numberHead = 'px-3 py-2 text-end font-semibold';
export const numberCell = 'px-3 py-2 text-end tabular-nums';
export const rowLines = 'divide-y divide-slate-200 dark:divide-slate-800';
export const headLine = 'border-b border-slate-200 text-slate-700 dark:border-slate-800 dark:text-slate-300';
