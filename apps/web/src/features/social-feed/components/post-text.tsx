import type { TFeedRepost } from '@haat/shared/social/community-schemas';
import { clsx } from 'clsx';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { textParts, unnamedMentions } from '../text-parts.ts';

const linkClass =
  'rounded-sm font-medium text-emerald-800 underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300';

/**
 * A post's words as React nodes: web links open in a new tab without passing the page on, hashtags
 * stand out, mentioned businesses link to their pages; mentions the words do not name are listed after.
 */
export function PostText({
  post,
  className,
}: {
  post: Pick<TFeedRepost, 'content' | 'mentions'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const parts = useMemo(() => textParts(post.content, post.mentions), [post.content, post.mentions]);
  const others = unnamedMentions(parts, post.mentions);
  if (!post.content && others.length === 0) return null;
  return (
    <div className={clsx('space-y-1', className)}>
      {post.content ? (
        <p
          dir="auto"
          className="whitespace-pre-line break-words text-slate-900 dark:text-slate-100"
          data-testid="post-text"
        >
          {parts.map((part, index) => {
            const key = `${index}-${part.kind}`;
            if (part.kind === 'link')
              return (
                <a
                  key={key}
                  href={part.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  className={linkClass}
                >
                  {part.text}
                </a>
              );
            if (part.kind === 'hashtag')
              return (
                <span
                  key={key}
                  className="font-medium text-emerald-800 dark:text-emerald-300"
                  data-testid="hashtag"
                >
                  {part.text}
                </span>
              );
            if (part.kind === 'mention')
              return (
                <Link key={key} to={`/b/${part.slug}`} className={linkClass}>
                  {part.text}
                </Link>
              );
            return <Fragment key={key}>{part.text}</Fragment>;
          })}
        </p>
      ) : null}
      {others.length > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('feed.post.with')}{' '}
          {others.map((mention, index) => (
            <Fragment key={mention.id}>
              {index > 0 ? ', ' : null}
              <Link to={`/b/${mention.slug}`} className={linkClass}>
                {mention.name}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
    </div>
  );
}
