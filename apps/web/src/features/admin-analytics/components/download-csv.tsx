import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { exportHref } from '../api/get-admin-analytics.ts';

/** "Download CSV": the same figures, one row per bucket, fetched with the session. */
export function DownloadCsv({ search, name }: { search: string; name: string }) {
  const { t } = useTranslation();
  return (
    <DownloadCsvButton
      href={exportHref(search)}
      fileName={name}
      label={t('admin_analytics.csv')}
      failedLabel={t('admin_analytics.csv_failed')}
    />
  );
}
