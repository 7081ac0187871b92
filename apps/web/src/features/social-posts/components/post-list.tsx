import type { TPost } from '@haat/shared/social/post-schemas';
import { CalendarClock, FileText, Megaphone, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useDuplicatePost } from '../api/duplicate-post.ts';
import { POST_TABS, type TPostTab, usePosts } from '../api/list-posts.ts';
import { useRetryPost } from '../api/retry-post.ts';
import { PostItem } from './post-item.tsx';

const EMPTY_ICON = {
  draft: FileText,
  scheduled: CalendarClock,
  published: Megaphone,
  failed: TriangleAlert,
} as const;

/** The author's posts by status (the tab is in the address), with their actions. */
export function PostList({ status, onStatus }: { status: TPostTab; onStatus: (status: TPostTab) => void }) {
  const { t } = useTranslation();
  const posts = usePosts(status);
  const remove = useDeletePost();
  const duplicate = useDuplicatePost();
  const retry = useRetryPost();
  const [pending, setPending] = useState<TPost>();
  const Icon = EMPTY_ICON[status];

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      showToast({ tone: 'success', message: t('social.messages.deleted') });
    } catch {
      showToast({ tone: 'error', message: t('social.messages.delete_failed') });
    }
    setPending(undefined);
  };

  const copy = (post: TPost) =>
    duplicate.mutate(post.id, {
      onSuccess: (answer) =>
        showToast({
          tone: 'success',
          message: t('social.messages.duplicated'),
          action: { label: t('social.actions.edit'), to: `/social/posts/${answer.data.id}/edit` },
        }),
      onError: () => showToast({ tone: 'error', message: t('social.messages.duplicate_failed') }),
    });

  const again = (post: TPost) =>
    retry.mutate(post.id, {
      onSuccess: () => showToast({ tone: 'success', message: t('social.messages.retrying') }),
      onError: (error) =>
        showToast({ tone: 'error', message: `${t('social.messages.publish_failed')}: ${error.message}` }),
    });

  const busyOf = (post: TPost) =>
    duplicate.isPending && duplicate.variables === post.id
      ? 'duplicate'
      : retry.isPending && retry.variables === post.id
        ? 'retry'
        : undefined;

  return (
    <section aria-labelledby="my-posts" className="space-y-4">
      <h2 id="my-posts" className="text-xl font-semibold">
        {t('social.list.title')}
      </h2>
      <ChoiceChips
        legend={t('social.list.filter')}
        choices={POST_TABS.map((tab) => ({ value: tab, label: t(`social.tabs.${tab}`) }))}
        value={status}
        onChange={onStatus}
        testIdPrefix="tab"
      />
      {posts.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          {[0, 1].map((i) => (
            <Card key={i}>
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-3 h-12 w-full" />
            </Card>
          ))}
        </div>
      ) : posts.isError || !posts.data ? (
        <Alert tone="error">
          <p>{t('social.list.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => posts.refetch()}>
            {t('social.actions.try_again')}
          </Button>
        </Alert>
      ) : posts.data.data.length === 0 ? (
        <EmptyState icon={<Icon className="size-8" />} title={t(`social.empty.${status}.title`)}>
          <p>{t(`social.empty.${status}.text`)}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" data-testid="post-list">
            {posts.data.data.map((post) => (
              <li key={post.id} data-testid="post-item">
                <PostItem
                  post={post}
                  busy={busyOf(post)}
                  onDuplicate={() => copy(post)}
                  onRetry={() => again(post)}
                  onDelete={() => setPending(post)}
                />
              </li>
            ))}
          </ul>
          <LoadMore list={posts} label={t('social.list.load_more')} />
        </>
      )}
      <ConfirmDialog
        open={!!pending}
        title={t(pending?.status === 'scheduled' ? 'social.delete.scheduled_title' : 'social.delete.title')}
        confirmLabel={t('social.actions.delete')}
        cancelLabel={t('social.actions.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(undefined)}
      >
        {t(pending?.status === 'published' ? 'social.delete.published_text' : 'social.delete.text')}
      </ConfirmDialog>
    </section>
  );
}
