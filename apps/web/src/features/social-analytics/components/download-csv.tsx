import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { exportHref } from '../api/export-analytics.ts';

/** "Download CSV": every post of the days with its figures, fetched with the session. */
export function DownloadCsv({ search, from, to }: { search: string; from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <DownloadCsvButton
      href={exportHref(search)}
      fileName={`haat-social-${from}-${to}.csv`}
      label={t('social_analytics.csv')}
      failedLabel={t('social_analytics.csv_failed')}
    />
  );
}
