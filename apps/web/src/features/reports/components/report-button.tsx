import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useToken } from '../../auth/api/session.ts';
import type { TReportSubject } from './report-dialog.tsx';

/** The dialog (and its request code) loads on the first press, never with the page. */
const ReportDialog = lazy(() =>
  import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

/**
 * "Report" for anything people can report to staff. Signed-out visitors get a link to sign in that
 * brings them back; signed-in people open the report dialog. Leave it out for one's own content
 * (the server refuses it anyway).
 */
export function ReportButton({
  subject,
  label,
  className,
  guests = 'link',
}: {
  subject: TReportSubject;
  /** Words other than "Report" (e.g. "Report this product"). */
  label?: string;
  className?: string;
  /** Signed-out visitors: a link to sign in (default), or nothing (one per review would be noise). */
  guests?: 'link' | 'hide';
}) {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const text = label ?? t('report.button');
  if (!token) {
    if (guests === 'hide') return null;
    const back = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(back)}`}
        className={clsx(
          'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-700 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-slate-300',
          className,
        )}
        title={t('report.sign_in')}
        data-testid="report-sign-in"
      >
        <Flag aria-hidden className="size-4" />
        {t('report.sign_in')}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="report-button"
      >
        <Flag aria-hidden className="size-4" />
        {text}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
