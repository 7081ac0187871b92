import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TPostList } from '../api/use-post-list.ts';
import { FeedItem } from './feed-item.tsx';

/** A list of posts with its loading, error and empty states and "Load more". */
export function PostList({ list, empty, label }: { list: TPostList; empty: ReactNode; label: string }) {
  const { t } = useTranslation();
  if (list.isError && !list.posts)
    return (
      <Alert tone="error">
        <p>{t('feed.load_failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => list.refetch()}>
          {t('feed.retry')}
        </Button>
      </Alert>
    );
  if (!list.posts)
    return (
      <div aria-busy="true" className="space-y-4" data-testid="feed-loading">
        <span className="sr-only" role="status">
          {t('feed.loading')}
        </span>
        {[0, 1].map((key) => (
          <Card key={key} className="space-y-3">
            <div className="flex items-center gap-3">
              <Skeleton className="size-11 rounded-full" />
              <Skeleton className="h-4 w-40" />
            </div>
            <Skeleton className="h-16 w-full" />
          </Card>
        ))}
      </div>
    );
  if (list.posts.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul aria-label={label} className="space-y-4" data-testid="feed-list">
        {list.posts.map((post) => (
          <li key={post.id}>
            <FeedItem post={post} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} label={t('feed.more')} className="mt-4" testId="feed-more" />
    </div>
  );
}
