import { ArrowLeft, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useUserProfile } from '../api/get-profile.ts';
import { useUserPosts } from '../api/list-user-posts.ts';
import { FollowToggle } from './follow-toggle.tsx';
import { IdentityMark } from './identity-mark.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PostList } from './post-list.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/social"
      className="mb-3 inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('feed.person.back')}
    </Link>
  );
}

/** `/social/people/:id` (signed in): a person's name, counts, Follow, and their published posts. */
export function PersonScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useParams().id ?? '';
  const valid = UUID.test(id);
  const profile = useUserProfile(id, valid);
  const posts = useUserPosts(id, valid && !!profile.data);
  const missing = !valid || (profile.error instanceof ApiError && profile.error.status === 404);
  useDocumentTitle(profile.data?.name ?? (missing ? t('feed.person.not_found') : t('feed.title')));

  if (missing)
    return (
      <section className="flex flex-col items-center gap-4 py-12 text-center" data-testid="person-not-found">
        <UserX aria-hidden className="size-14 text-slate-500" />
        <h1 className="text-2xl font-bold">{t('feed.person.not_found')}</h1>
        <ButtonLink to="/social">{t('feed.person.back')}</ButtonLink>
      </section>
    );
  if (profile.isError)
    return (
      <div>
        <BackLink />
        <Alert tone="error">
          <p>{t('feed.person.failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => profile.refetch()}>
            {t('feed.retry')}
          </Button>
        </Alert>
      </div>
    );
  if (!profile.data)
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          {t('feed.loading')}
        </span>
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );

  const person = profile.data;
  const counts = [
    { key: 'posts', label: t('feed.person.posts'), value: person.counts.posts },
    { key: 'followers', label: t('feed.person.followers'), value: person.counts.followers },
    { key: 'following', label: t('feed.person.following'), value: person.counts.following },
  ];
  return (
    <div className="space-y-4">
      <div>
        <BackLink />
        <Card as="div" className="space-y-4">
          <div className="flex flex-wrap items-center gap-4">
            <PersonAvatar name={person.name} src={person.avatar_url} className="size-16 text-xl" />
            <div className="min-w-0 flex-1">
              <h1 className="flex flex-wrap items-center gap-2 break-words text-2xl font-bold text-slate-900 dark:text-white">
                <span className="min-w-0 break-words">{person.name}</span>
                {person.verified ? <IdentityMark /> : null}
              </h1>
              {person.me ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('feed.person.you')}</p>
              ) : null}
            </div>
            {person.me ? null : (
              <FollowToggle
                kind="user"
                id={person.id}
                name={person.name}
                following={person.following}
                size="md"
              />
            )}
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center" data-testid="person-counts">
            {counts.map((count) => (
              <div key={count.key} className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
                <dt className="text-sm text-slate-700 dark:text-slate-300">{count.label}</dt>
                <dd className="text-xl font-bold" data-testid={`person-${count.key}`}>
                  {formatNumber(count.value, lang)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
      <h2 className="text-lg font-semibold">{t('feed.person.posts_title')}</h2>
      <PostList
        list={posts}
        label={t('feed.person.posts_title')}
        empty={<EmptyState title={t('feed.person.no_posts')} />}
      />
    </div>
  );
}
