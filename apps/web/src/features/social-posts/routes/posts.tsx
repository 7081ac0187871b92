import { PenSquare } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { POST_TABS, type TPostTab, tabOf } from '../api/list-posts.ts';
import { Composer } from '../components/composer.tsx';
import { EditPost } from '../components/edit-post.tsx';
import { PostList } from '../components/post-list.tsx';

/**
 * `/social/posts`: write a post, and the author's drafts, scheduled, published and failed posts;
 * `/social/posts/:id/edit`: one post back in the composer (one screen for both keeps the router small).
 */
export default function SocialPosts() {
  const { id } = useParams();
  return id ? <EditPost key={id} id={id} /> : <PostsScreen />;
}

function PostsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') as TPostTab | null;
  const status: TPostTab = asked && POST_TABS.includes(asked) ? asked : 'draft';
  useDocumentTitle(t('social.title'));

  const show = (tab: TPostTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('status', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <PageHeader title={t('social.title')} subtitle={t('social.intro')} icon={<PenSquare />} />
      <Composer onSaved={(post) => show(tabOf(post))} />
      <PostList status={status} onStatus={show} />
    </div>
  );
}
