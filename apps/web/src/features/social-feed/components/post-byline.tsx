import type { TFeedRepost } from '@haat/shared/social/community-schemas';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { BusinessAvatar } from '../../directory/components/business-avatar.tsx';
import { IdentityMark } from './identity-mark.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { TimeAgo } from './time-ago.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const nameLink =
  'min-w-0 break-words rounded-sm font-semibold text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-white';

/**
 * Who wrote a post and when: the business (logo, name linking to its page, verified badge) with the
 * person under it, or the person (initials, name linking to their posts, identity mark).
 */
export function PostByline({ post, small, nameId }: { post: TFeedRepost; small?: boolean; nameId?: string }) {
  const { t } = useTranslation();
  const avatar = small ? 'size-8 text-xs' : 'size-11 text-sm';
  const { business, author } = post;
  const personLink = (
    <Link to={`/social/people/${author.id}`} className={nameLink} id={business ? undefined : nameId}>
      {author.name}
    </Link>
  );
  return (
    <div className="flex min-w-0 items-center gap-3">
      {business ? (
        <BusinessAvatar name={business.name} src={business.logo_url} className={avatar} />
      ) : (
        <PersonAvatar name={author.name} src={author.avatar_url} className={avatar} />
      )}
      <div className="min-w-0">
        <p className={clsx('flex flex-wrap items-center gap-x-1.5', small && 'text-sm')}>
          {business ? (
            <>
              <Link to={`/b/${business.slug}`} className={nameLink} id={nameId} data-testid="post-business">
                {business.name}
              </Link>
              {business.verified ? <VerifiedBadge /> : null}
            </>
          ) : (
            <>
              {personLink}
              {author.verified ? <IdentityMark /> : null}
            </>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600 dark:text-slate-400">
          {business ? (
            <>
              <span>{t('feed.post.by', { name: author.name })}</span>
              <span aria-hidden>·</span>
            </>
          ) : null}
          <TimeAgo value={post.published_at} />
        </p>
      </div>
    </div>
  );
}
