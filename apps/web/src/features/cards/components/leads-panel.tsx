import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useLeads } from '../api/list-leads.ts';
import { useMarkLead } from '../api/mark-lead.ts';

/** The contact-form messages of one card: read/unread, mark read, CSV export. */
export function LeadsPanel({ cardId, slug }: { cardId: string; slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const leads = useLeads(cardId);
  const mark = useMarkLead(cardId);
  const [error, setError] = useState<string>();

  const exportCsv = async () => {
    setError(undefined);
    try {
      await downloadFile(`/api/cards/${cardId}/leads/export.csv`, `${slug}-leads.csv`);
    } catch {
      setError(t('vcard.messages.download_failed'));
    }
  };

  return (
    <Card aria-labelledby="leads-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="leads-title" className="text-lg font-semibold">
          {t('vcard.leads.title')}
          {leads.data && leads.data.meta.unread > 0 ? (
            <span className="ms-2 rounded-full bg-emerald-100 px-2 text-sm text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
              {t('vcard.leads.unread', { count: leads.data.meta.unread })}
            </span>
          ) : null}
        </h2>
        {leads.data && leads.data.data.length > 0 ? (
          <Button size="sm" variant="secondary" onClick={exportCsv}>
            <Download aria-hidden className="size-4" />
            {t('vcard.leads.export')}
          </Button>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {leads.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : leads.isError || !leads.data ? (
        <Alert tone="error">{t('vcard.leads.load_failed')}</Alert>
      ) : leads.data.data.length === 0 ? (
        <EmptyState icon={<Inbox className="size-7" />} title={t('vcard.leads.empty')} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {leads.data.data.map((lead) => (
              <li key={lead.id} className="py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {lead.name}
                      {!lead.read_at ? (
                        <span className="ms-2 rounded-full bg-amber-100 px-2 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                          {t('vcard.leads.new')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-700 dark:text-slate-300" dir="ltr">
                      {[lead.email, lead.phone].filter(Boolean).join(' · ')}
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words">{lead.message}</p>
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                      {formatDateTime(lead.created_at, lang)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => mark.mutate({ leadId: lead.id, read: !lead.read_at })}
                  >
                    {lead.read_at ? t('vcard.leads.mark_unread') : t('vcard.leads.mark_read')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {leads.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => leads.fetchNextPage()}
                disabled={leads.isFetchingNextPage}
              >
                {leads.isFetchingNextPage ? t('app.loading') : t('vcard.common.load_more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
