import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { downloadFile } from '../../../../lib/download-file.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * "Export CSV": downloads `href` (an `/api/admin/…/export.csv?…` address with the list's current
 * filters, e.g. `` `/api/admin/users/export.csv?${list.exportQuery}` ``) with the session's headers,
 * saved as `filename`. A failure is shown as a toast.
 */
export function ExportButton({ href, filename, label }: { href: string; filename: string; label?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(href, filename);
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 0 ? error.message : '';
      showToast({
        tone: 'error',
        message: detail ? `${t('admin.table.export_failed')}: ${detail}` : t('admin.table.export_failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={download} data-testid="export-csv">
      {busy ? null : <Download aria-hidden className="size-4" />}
      {label ?? t('admin.table.export')}
    </Button>
  );
}
