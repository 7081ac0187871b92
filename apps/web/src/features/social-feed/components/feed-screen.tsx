import { PenSquare, Rss, Store } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { useFeed } from '../api/get-feed.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { PostList } from './post-list.tsx';

/** "Write a post": the way to the composer, like a social network's box at the top of the feed. */
function WritePost() {
  const { t } = useTranslation();
  const { userName } = useSession();
  return (
    <Card className="flex items-center gap-3">
      <PersonAvatar name={userName ?? ''} src={null} className="size-11 text-sm" />
      <ButtonLink
        to="/social/posts"
        variant="secondary"
        className="min-w-0 flex-1 justify-start! rounded-full text-slate-700 dark:text-slate-300"
        data-testid="write-post"
      >
        <PenSquare aria-hidden className="size-4 shrink-0" />
        <span className="truncate">{t('feed.write')}</span>
      </ButtonLink>
    </Card>
  );
}

/** `/social` (signed in): the community feed — followed people and businesses and one's own posts, newest first. */
export function FeedScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('feed.title'));
  const feed = useFeed();
  return (
    <div className="space-y-4">
      <PageHeader title={t('feed.title')} subtitle={t('feed.intro')} icon={<Rss />} />
      <WritePost />
      <PostList
        list={feed}
        label={t('feed.list_label')}
        empty={
          <EmptyState icon={<Rss className="size-8" />} title={t('feed.empty.title')}>
            <p>{t('feed.empty.text')}</p>
            <div className="mt-3 flex flex-wrap justify-center gap-2">
              <ButtonLink to="/business" size="sm" variant="secondary">
                <Store aria-hidden className="size-4" />
                {t('feed.empty.find')}
              </ButtonLink>
              <ButtonLink to="/social/posts" size="sm">
                <PenSquare aria-hidden className="size-4" />
                {t('feed.write')}
              </ButtonLink>
            </div>
          </EmptyState>
        }
      />
    </div>
  );
}
