import type { ReactNode } from 'react';

/** A confirmation's label/value rows. */
export function Summary({ rows }: { rows: [string, ReactNode, string?][] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
          <dd
            className="min-w-0 break-words text-end font-semibold text-slate-900 dark:text-white"
            data-testid={testId}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
