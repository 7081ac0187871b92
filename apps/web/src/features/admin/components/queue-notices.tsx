import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';

/**
 * The outcome of the last decision: a polite live region that is always on the page (so a change
 * is announced), shown as a success banner, and the "already decided" problem as an alert.
 */
export function QueueNotices({ notice, problem }: { notice: string; problem: string }) {
  return (
    <>
      <div role="status" aria-live="polite" data-testid="queue-notice">
        {notice ? (
          <p className="mb-3 flex items-start gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span className="min-w-0 flex-1 break-words">{notice}</span>
          </p>
        ) : null}
      </div>
      {problem ? (
        <Alert tone="error" className="mb-3">
          <span data-testid="queue-problem">{problem}</span>
        </Alert>
      ) : null}
    </>
  );
}
