import { formatNumber } from '../../../lib/format.ts';
import type { TLanguageCode } from '../../../lib/languages.ts';

/** A ranked list of {label, count} with a bar each. */
export function CountList({
  rows,
  lang,
  empty,
}: {
  rows: { key: string; label: string; count: number }[];
  lang: TLanguageCode;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{empty}</p>;
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <li key={row.key}>
          <div className="flex justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">{row.label}</span>
            <span className="font-semibold">{formatNumber(row.count, lang)}</span>
          </div>
          <span aria-hidden className="mt-1 block h-2 rounded-full bg-slate-200 dark:bg-slate-700">
            <span
              className="block h-2 rounded-full bg-emerald-600 dark:bg-emerald-500"
              style={{ width: `${Math.max(4, (row.count / max) * 100)}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
