import { ArrowLeft, Flag } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { ReportButton } from '../components/report-button.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * `/report/card/:id?slug=`: where the public card page's "Report this card" link leads (that page
 * is the API's HTML, without the app): the report dialog for the card, and a link back to it.
 */
export default function ReportCard() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const slug = useSearchParams()[0].get('slug') ?? '';
  useDocumentTitle(t('report.page_title'));
  return (
    <div className="max-w-xl">
      {SLUG.test(slug) ? (
        <a
          href={`/c/${slug}`}
          className="mb-3 inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('report.page_back')}
        </a>
      ) : null}
      <PageHeader
        title={t('report.page_title')}
        subtitle={t('report.page_text')}
        icon={<Flag className="size-5" />}
      />
      {UUID.test(id) ? <ReportButton subject={{ type: 'card', id }} label={t('report.page_open')} /> : null}
    </div>
  );
}
