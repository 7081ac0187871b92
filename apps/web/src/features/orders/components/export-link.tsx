import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadOrdersCsv, exportHref } from '../api/export-orders.ts';

/** "Export CSV": a link to the export of the list's filters, downloaded with the session. */
export function ExportLink({ query }: { query: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const href = exportHref(query);
  return (
    <a
      href={href}
      download="haat-orders-seller.csv"
      aria-busy={busy || undefined}
      className={buttonClass('secondary', 'sm')}
      data-testid="export-csv"
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          await downloadOrdersCsv(href, 'haat-orders-seller.csv');
        } catch (error) {
          showToast({
            tone: 'error',
            message:
              error instanceof ApiError && error.message ? error.message : t('orders.seller.export_failed'),
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
      {t('orders.seller.export')}
    </a>
  );
}
