import type { TSocialPostRow } from '@haat/shared/social/analytics-schemas';
import { PenSquare } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState } from '../../../components/ui/card.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { headCell, headLine, numberCell, numberHead, rowLines, ScrollTable } from './scroll-table.tsx';

const FIGURES = ['views', 'likes', 'comments', 'shares'] as const;

/** "Write a post": to the composer. */
export function WritePostLink({ variant }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/social/posts" variant={variant} size="sm" data-testid="write-post">
      <PenSquare aria-hidden className="size-4" />
      {t('social_analytics.write')}
    </ButtonLink>
  );
}

/** The posts published in the days with the most engagement (up to 20), with their figures. */
export function TopPosts({ posts }: { posts: TSocialPostRow[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('social_analytics.top.title');
  return (
    <Card aria-labelledby="top-posts-title">
      <h2 id="top-posts-title" className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {posts.length === 0 ? (
        <EmptyState title={t('social_analytics.empty.title')}>
          <p>{t('social_analytics.empty.text')}</p>
          <div className="mt-3">
            <WritePostLink variant="secondary" />
          </div>
        </EmptyState>
      ) : (
        <ScrollTable label={title}>
          <table className="w-full min-w-[40rem] text-sm" data-testid="top-posts">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className={headLine}>
                <th scope="col" className={headCell}>
                  {t('social_analytics.top.post')}
                </th>
                <th scope="col" className={headCell}>
                  {t('social_analytics.top.published')}
                </th>
                <th scope="col" className={headCell}>
                  {t('social_analytics.top.platforms')}
                </th>
                {FIGURES.map((key) => (
                  <th key={key} scope="col" className={numberHead}>
                    {t(`social_analytics.totals.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={rowLines}>
              {posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row" className="min-w-[11rem] max-w-[18rem] px-3 py-2 text-start font-medium">
                    <span className="line-clamp-2 break-words" dir="auto">
                      {post.excerpt ||
                        (post.repost ? t('social_analytics.top.repost') : t('social_analytics.top.no_text'))}
                    </span>
                  </th>
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(post.published_at, lang)}</td>
                  <td className="px-3 py-2">
                    {post.platforms.map((platform) => t(`social_analytics.platforms.${platform}`)).join(', ')}
                  </td>
                  {FIGURES.map((key) => (
                    <td key={key} className={numberCell}>
                      {formatNumber(post[key], lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </Card>
  );
}
