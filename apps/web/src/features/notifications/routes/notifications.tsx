import { useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { notificationKeys } from '../api/keys.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationItem } from '../components/notification-item.tsx';

/**
 * `/notifications`: money events, newest first, "Load more". Opening the screen marks nothing read;
 * following an item marks that one, and "Mark all as read" the rest.
 */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const client = useQueryClient();
  const list = useNotifications();
  const markRead = useMarkRead();
  const [announce, setAnnounce] = useState('');
  const unread = list.data?.meta.unread ?? 0;

  // The list's count is the freshest: keep the header bell in step with it.
  useEffect(() => {
    if (list.data) client.setQueryData(notificationKeys.unread, list.data.meta.unread);
  }, [client, list.data]);

  const markAll = () => {
    setAnnounce('');
    markRead.mutate({ all: true }, { onSuccess: () => setAnnounce(t('notifications.marked_all')) });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        title={t('notifications.title')}
        subtitle={
          list.data && list.data.data.length > 0
            ? unread > 0
              ? t('notifications.unread_count', { count: unread })
              : t('notifications.all_read')
            : t('notifications.intro')
        }
        icon={<Bell />}
      />
      <p role="status" className="sr-only">
        {announce}
      </p>
      <Card aria-labelledby="notifications-list-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="notifications-list-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('notifications.list_title')}
          </h2>
          {unread > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={markAll}
              loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
              data-testid="mark-all-read"
            >
              {markRead.isPending ? null : <CheckCheck aria-hidden className="size-4" />}
              {t('notifications.mark_all')}
            </Button>
          ) : null}
        </div>
        {markRead.isError ? (
          <Alert tone="error" className="mt-3">
            <p>{t('notifications.mark_failed')}</p>
          </Alert>
        ) : null}
        <div className="mt-3">
          {list.isPending ? (
            <div aria-busy="true" data-testid="notifications-loading">
              <span className="sr-only" role="status">
                {t('notifications.loading')}
              </span>
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="flex items-center gap-3 p-3">
                  <Skeleton className="size-10 rounded-full" />
                  <div className="flex-1">
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="mt-2 h-3 w-1/3" />
                  </div>
                </div>
              ))}
            </div>
          ) : list.isError || !list.data ? (
            <Alert tone="error">
              <p>{t('notifications.failed')}</p>
              <Button size="sm" variant="secondary" className="mt-2" onClick={() => list.refetch()}>
                {t('notifications.retry')}
              </Button>
            </Alert>
          ) : list.data.data.length === 0 ? (
            <EmptyState icon={<Bell className="size-8" />} title={t('notifications.empty')}>
              <p>{t('notifications.empty_text')}</p>
            </EmptyState>
          ) : (
            <>
              <ul
                className="space-y-1"
                data-testid="notification-list"
                aria-labelledby="notifications-list-title"
              >
                {list.data.data.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    onRead={(id) => markRead.mutate({ ids: [id] })}
                  />
                ))}
              </ul>
              <LoadMore list={list} label={t('notifications.load_more')} />
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
