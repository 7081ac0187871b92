import type { TShareChannel } from '@haat/shared/cards/schemas';
import { Copy, Download, ExternalLink, Mail, MessageCircle, MessageSquare, Share2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useCard } from '../api/get-card.ts';
import { useShareCard } from '../api/share-card.ts';
import { CardLoadFailed } from '../components/card-load-failed.tsx';

const CHANNELS: { channel: Exclude<TShareChannel, 'copy'>; icon: ReactNode }[] = [
  { channel: 'whatsapp', icon: <MessageCircle aria-hidden className="size-4" /> },
  { channel: 'email', icon: <Mail aria-hidden className="size-4" /> },
  { channel: 'sms', icon: <MessageSquare aria-hidden className="size-4" /> },
  { channel: 'facebook', icon: <Share2 aria-hidden className="size-4" /> },
  { channel: 'linkedin', icon: <Share2 aria-hidden className="size-4" /> },
  { channel: 'twitter', icon: <Share2 aria-hidden className="size-4" /> },
];

const DOWNLOADS = [
  { key: 'vcf', ext: 'vcf' },
  { key: 'png', ext: 'png' },
  { key: 'pdf', ext: 'pdf' },
] as const;

export default function CardShare() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const card = useCard(id);
  const share = useShareCard(id);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState<string>();
  useDocumentTitle(t('vcard.share.title'));

  const record = (channel: TShareChannel) => share.mutate(channel);

  const copy = async () => {
    const link = card.data?.share_links.copy ?? card.data?.url ?? '';
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ tone: 'success', text: t('vcard.messages.copied') });
      record('copy');
    } catch {
      setNotice({ tone: 'error', text: t('vcard.messages.copy_failed') });
    }
  };

  const download = async (key: (typeof DOWNLOADS)[number]['key'], ext: string) => {
    if (!card.data) return;
    setBusy(key);
    try {
      await downloadFile(card.data.downloads[key], `${card.data.slug}.${ext}`);
      setNotice({ tone: 'success', text: t('vcard.messages.download_started') });
    } catch {
      setNotice({ tone: 'error', text: t('vcard.messages.download_failed') });
    } finally {
      setBusy(undefined);
    }
  };

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const systemShare = async () => {
    if (!card.data) return;
    try {
      await navigator.share({ title: card.data.full_name, url: card.data.url });
      record('copy');
    } catch {
      // Closed by the user: nothing to say.
    }
  };

  return (
    <div>
      <PageHeader
        title={t('vcard.share.title')}
        subtitle={card.data?.full_name ?? t('vcard.share.intro')}
        icon={<Share2 />}
      />
      {card.isPending ? (
        <Card>
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        </Card>
      ) : card.isError ? (
        <CardLoadFailed onRetry={() => card.refetch()} />
      ) : (
        <div className="space-y-5">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {card.data.status !== 'active' || !card.data.settings.public ? (
            <Alert tone="info">{t('vcard.share.not_public')}</Alert>
          ) : null}
          <div className="grid gap-5 md:grid-cols-[18rem_minmax(0,1fr)]">
            <Card className="text-center">
              <h2 className="mb-3 text-lg font-semibold">{t('vcard.share.qr_title')}</h2>
              <img
                src={card.data.downloads.qr_svg}
                alt={t('vcard.share.qr_alt', { name: card.data.full_name })}
                className="mx-auto aspect-square w-full max-w-64 rounded-lg bg-white p-2"
                data-testid="card-qr"
              />
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('vcard.share.qr_hint')}</p>
            </Card>
            <div className="space-y-5">
              <Card>
                <h2 className="mb-3 text-lg font-semibold">{t('vcard.share.link_title')}</h2>
                <div className="flex flex-wrap items-center gap-2">
                  <code
                    dir="ltr"
                    className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
                    data-testid="card-link"
                  >
                    {card.data.url}
                  </code>
                  <Button onClick={copy} data-testid="copy-link">
                    <Copy aria-hidden className="size-4" />
                    {t('vcard.share.copy')}
                  </Button>
                </div>
                {canShare ? (
                  <Button variant="secondary" className="mt-3" onClick={systemShare}>
                    <Share2 aria-hidden className="size-4" />
                    {t('vcard.share.system')}
                  </Button>
                ) : null}
              </Card>
              <Card>
                <h2 className="mb-3 text-lg font-semibold">{t('vcard.share.channels_title')}</h2>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {CHANNELS.map(({ channel, icon }) => (
                    <li key={channel}>
                      <a
                        href={card.data.share_links[channel]}
                        target="_blank"
                        rel="noreferrer"
                        onClick={() => record(channel)}
                        className={buttonClass('secondary', 'md', 'w-full')}
                        data-testid={`share-${channel}`}
                      >
                        {icon}
                        {t(`vcard.channels.${channel}`)}
                        <span className="sr-only">{t('vcard.common.new_tab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </Card>
              <Card>
                <h2 className="mb-3 text-lg font-semibold">{t('vcard.share.downloads_title')}</h2>
                <div className="flex flex-wrap gap-2">
                  {DOWNLOADS.map(({ key, ext }) => (
                    <Button
                      key={key}
                      variant="secondary"
                      loading={busy === key}
                      onClick={() => download(key, ext)}
                      data-testid={`download-${key}`}
                    >
                      <Download aria-hidden className="size-4" />
                      {t(`vcard.downloads.${key}`)}
                    </Button>
                  ))}
                </div>
              </Card>
              <div className="flex flex-wrap gap-2">
                <a
                  href={card.data.url}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass('ghost', 'sm')}
                >
                  <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                  {t('vcard.actions.open')}
                  <span className="sr-only">{t('vcard.common.new_tab')}</span>
                </a>
                <ButtonLink to={`/vcard/edit/${id}`} size="sm" variant="ghost">
                  {t('vcard.actions.edit')}
                </ButtonLink>
                <ButtonLink to="/vcard" size="sm" variant="ghost">
                  {t('vcard.common.back')}
                </ButtonLink>
              </div>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
