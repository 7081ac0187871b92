import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One staff action as shown: its name, who and when, the reason and any detail — already in words. */
export interface TStaffActionRow {
  id: string;
  action: ReactNode;
  by: string;
  reason?: string;
  detail?: ReactNode;
}

/**
 * "Recent staff actions" about one target (a person, a business), newest first: each action's name,
 * who took it and when, why, and any detail the screen adds (changed fields, roles).
 */
export function StaffActions({
  titleId,
  title,
  empty,
  rows,
  testId,
}: {
  titleId: string;
  title: string;
  empty: string;
  rows: readonly TStaffActionRow[];
  testId: string;
}) {
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{empty}</p>
      ) : (
        <ol className="space-y-3" data-testid={testId}>
          {rows.map((row) => (
            <li key={row.id} className="border-s-2 border-emerald-600 ps-3 text-sm">
              <p className="font-medium text-slate-900 dark:text-white">{row.action}</p>
              <p className="text-slate-700 dark:text-slate-300">{row.by}</p>
              {row.reason ? (
                <p className="text-slate-700 dark:text-slate-300" dir="auto">
                  {row.reason}
                </p>
              ) : null}
              {row.detail}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
