import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadAnalyticsCsv, exportHref } from '../api/get-admin-analytics.ts';

/** "Download CSV": the same figures, one row per bucket, fetched with the session. */
export function DownloadCsv({ search, name }: { search: string; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const href = exportHref(search);
  return (
    <a
      href={href}
      download={name}
      aria-busy={busy || undefined}
      className={buttonClass('secondary', 'sm')}
      data-testid="download-csv"
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          await downloadAnalyticsCsv(href, name);
        } catch (error) {
          showToast({
            tone: 'error',
            message:
              error instanceof ApiError && error.message ? error.message : t('admin_analytics.csv_failed'),
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? (
        <Loader2 aria-hidden className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden className="size-4" />
      )}
      {t('admin_analytics.csv')}
    </a>
  );
}
