import { ArrowLeft, PenSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { usePost } from '../api/get-post.ts';
import { tabOf } from '../api/list-posts.ts';
import { Composer } from './composer.tsx';

/** `/social/posts/:id/edit` (the posts screen with an id): a draft, scheduled or failed post back in the composer. */
export function EditPost({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const post = usePost(id);
  useDocumentTitle(t('social.edit.title'));

  const back = (
    <ButtonLink to="/social/posts" variant="ghost" size="sm" className="mb-3">
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      {t('social.edit.back')}
    </ButtonLink>
  );

  if (post.isPending) return <Spinner label={t('app.loading')} />;
  if (post.isError || !post.data) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <div>
        {back}
        <PageHeader title={t('social.edit.title')} icon={<PenSquare />} />
        <Alert tone="error">
          <p>{t(missing ? 'social.edit.not_found' : 'social.edit.load_failed')}</p>
          {missing ? null : (
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => post.refetch()}>
              {t('social.actions.try_again')}
            </Button>
          )}
        </Alert>
      </div>
    );
  }
  const locked = post.data.status === 'published' || post.data.status === 'publishing';
  return (
    <div>
      {back}
      <PageHeader title={t('social.edit.title')} icon={<PenSquare />} />
      {locked ? (
        <Alert tone="info">{t('social.edit.published')}</Alert>
      ) : (
        <Composer
          key={post.data.id}
          post={post.data}
          onSaved={(saved) => navigate(`/social/posts?status=${tabOf(saved)}`)}
        />
      )}
    </div>
  );
}
