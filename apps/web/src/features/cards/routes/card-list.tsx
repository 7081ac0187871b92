import type { TCard } from '@haat/shared/cards/schemas';
import { clsx } from 'clsx';
import { BarChart3, ExternalLink, IdCard, Pencil, Plus, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useDeleteCard } from '../api/delete-card.ts';
import { type TStatusFilter, useCards } from '../api/list-cards.ts';
import { StatCounts } from '../components/stat-counts.tsx';

const FILTERS: TStatusFilter[] = ['all', 'active', 'inactive', 'draft'];

const statusTone: Record<TCard['status'], string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

export default function CardList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [status, setStatus] = useState<TStatusFilter>('all');
  const cards = useCards(status);
  const remove = useDeleteCard();
  const [pending, setPending] = useState<TCard>();
  const location = useLocation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>(
    (location.state as { notice?: { tone: 'success' | 'error'; text: string } } | null)?.notice,
  );
  useDocumentTitle(t('vcard.list.title'));

  const counts = cards.data?.meta.status_counts;

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      setNotice({ tone: 'success', text: t('vcard.messages.deleted') });
    } catch {
      setNotice({ tone: 'error', text: t('vcard.messages.delete_failed') });
    }
    setPending(undefined);
  };

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t('vcard.list.title')} subtitle={t('vcard.list.intro')} icon={<IdCard />} />
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/vcard/analytics" variant="secondary">
            <BarChart3 aria-hidden className="size-4" />
            {t('vcard.list.all_analytics')}
          </ButtonLink>
          <ButtonLink to="/vcard/create">
            <Plus aria-hidden className="size-4" />
            {t('vcard.list.create')}
          </ButtonLink>
        </div>
      </div>

      {notice ? (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}

      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('vcard.list.filter')}</legend>
        {FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === key}
            onClick={() => setStatus(key)}
            data-testid={`filter-${key}`}
            className={clsx(buttonClass(status === key ? 'primary' : 'secondary', 'sm'), 'rounded-full')}
          >
            {t(`vcard.status.${key}`)}
            {counts ? (
              <span className="rounded-full bg-black/10 px-2 text-xs dark:bg-white/15">
                {formatNumber(counts[key], lang)}
              </span>
            ) : null}
          </button>
        ))}
      </fieldset>

      {cards.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          {[0, 1].map((i) => (
            <Card key={i}>
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="mt-3 h-4 w-1/3" />
              <Skeleton className="mt-4 h-14 w-full" />
            </Card>
          ))}
        </div>
      ) : cards.isError || !cards.data ? (
        <Alert tone="error">
          <p>{t('vcard.list.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => cards.refetch()}>
            {t('vcard.common.retry')}
          </Button>
        </Alert>
      ) : cards.data.data.length === 0 ? (
        <Card>
          <EmptyState icon={<IdCard className="size-8" />} title={t(`vcard.list.empty_${status}`)}>
            <p>{t('vcard.list.empty_text')}</p>
            <ButtonLink to="/vcard/create" className="mt-3">
              <Plus aria-hidden className="size-4" />
              {t('vcard.list.create')}
            </ButtonLink>
          </EmptyState>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2" data-testid="card-list">
            {cards.data.data.map((card) => (
              <li key={card.id}>
                <Card as="article" className="flex h-full flex-col gap-4" aria-labelledby={`card-${card.id}`}>
                  <div className="flex items-start gap-3">
                    {card.photo_thumb_url ? (
                      <img
                        src={card.photo_thumb_url}
                        alt=""
                        className="size-12 shrink-0 rounded-full object-cover"
                      />
                    ) : (
                      <span
                        aria-hidden
                        className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
                      >
                        <IdCard className="size-6" />
                      </span>
                    )}
                    <div className="min-w-0 flex-1">
                      <h2 id={`card-${card.id}`} className="break-words text-lg font-semibold">
                        {card.full_name}
                      </h2>
                      <p className="break-words text-sm text-slate-700 dark:text-slate-300">
                        {[card.job_title, card.company].filter(Boolean).join(' · ') || '\u00a0'}
                      </p>
                    </div>
                    <span
                      className={clsx(
                        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium',
                        statusTone[card.status],
                      )}
                    >
                      {t(`vcard.status.${card.status}`)}
                    </span>
                  </div>
                  {card.moderation ? (
                    <p
                      className="text-sm font-medium text-red-700 dark:text-red-400"
                      data-testid="card-moderated"
                    >
                      {card.moderation.reason
                        ? t('vcard.list.moderated_reason', { reason: card.moderation.reason })
                        : t('vcard.list.moderated')}
                    </p>
                  ) : null}
                  <StatCounts stats={card.stats} />
                  {card.unread_leads > 0 ? (
                    <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
                      {t('vcard.list.unread_leads', { count: card.unread_leads })}
                    </p>
                  ) : null}
                  <div className="mt-auto flex flex-wrap gap-2">
                    <ButtonLink to={`/vcard/edit/${card.id}`} size="sm" variant="secondary">
                      <Pencil aria-hidden className="size-4" />
                      {t('vcard.actions.edit')}
                    </ButtonLink>
                    <ButtonLink to={`/vcard/share/${card.id}`} size="sm" variant="secondary">
                      <Share2 aria-hidden className="size-4" />
                      {t('vcard.actions.share')}
                    </ButtonLink>
                    <ButtonLink to={`/vcard/analytics/${card.id}`} size="sm" variant="secondary">
                      <BarChart3 aria-hidden className="size-4" />
                      {t('vcard.actions.analytics')}
                    </ButtonLink>
                    <a
                      href={card.url}
                      target="_blank"
                      rel="noreferrer"
                      className={buttonClass('secondary', 'sm')}
                    >
                      <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                      {t('vcard.actions.open')}
                      <span className="sr-only">{t('vcard.common.new_tab')}</span>
                    </a>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 dark:text-red-400"
                      onClick={() => setPending(card)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {t('vcard.actions.delete')}
                      <span className="sr-only">{` ${card.full_name}`}</span>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {cards.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => cards.fetchNextPage()}
                disabled={cards.isFetchingNextPage}
              >
                {cards.isFetchingNextPage ? t('app.loading') : t('vcard.common.load_more')}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <ConfirmDialog
        open={!!pending}
        title={t('vcard.delete.title')}
        confirmLabel={t('vcard.actions.delete')}
        cancelLabel={t('vcard.common.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(undefined)}
      >
        {t('vcard.delete.text', { name: pending?.full_name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
