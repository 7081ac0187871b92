import type { TPost } from '@haat/shared/social/post-schemas';
import { clsx } from 'clsx';
import { Copy, ExternalLink, Pencil, RotateCcw, Trash2, Video } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatInZone, formatRelative, safeZoneLabel } from './post-time.ts';
import { RichText } from './rich-text.tsx';

const TONE: Record<string, string> = {
  draft: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  scheduled: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  publishing: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  pending: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

function When({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if ((post.status === 'scheduled' || post.status === 'publishing') && post.scheduled_at) {
    const at = new Date(post.scheduled_at);
    const zone = post.time_zone ?? 'UTC';
    return (
      <p className="text-sm" data-testid="post-when">
        <time dateTime={post.scheduled_at} className="font-medium">
          {t('social.list.due', { time: formatInZone(at, zone, lang) })}
        </time>{' '}
        <span className="text-slate-600 dark:text-slate-400">
          · {safeZoneLabel(zone, at)} · {formatRelative(at, lang)}
        </span>
      </p>
    );
  }
  if (post.status === 'published' && post.published_at)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('social.list.published_at', { time: formatDateTime(post.published_at, lang) })}
      </p>
    );
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {t('social.list.edited_at', { time: formatDateTime(post.updated_at, lang) })}
    </p>
  );
}

/** One of the author's posts, with what can be done to it in its state. */
export function PostItem({
  post,
  onDuplicate,
  onDelete,
  onRetry,
  busy,
}: {
  post: TPost;
  onDuplicate: () => void;
  onDelete: () => void;
  onRetry: () => void;
  busy?: 'duplicate' | 'retry';
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = `post-${post.id}`;
  const editable = post.status === 'draft' || post.status === 'scheduled' || post.status === 'failed';
  const excerpt = post.content.trim() || t('social.list.no_text');
  return (
    <Card as="article" aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium', TONE[post.status])}>
          {t(`social.status.${post.status}`)}
        </span>
        <h3 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {post.business ? post.business.name : t('social.list.as_you')}
        </h3>
      </div>
      <RichText
        text={excerpt}
        links
        mentions={post.mentions.map((mention) => mention.name)}
        className="line-clamp-4 text-slate-900 dark:text-slate-100"
      />
      {post.media.length > 0 ? (
        <ul className="flex gap-2" aria-label={t('social.list.media')}>
          {post.media.slice(0, 4).map((item) => (
            <li key={item.id}>
              {item.kind === 'video' ? (
                <span className="grid size-14 place-items-center rounded-md bg-slate-800 text-white">
                  <Video aria-hidden className="size-5" />
                  <span className="sr-only">{t('social.preview.video')}</span>
                </span>
              ) : (
                <img src={item.url} alt={item.alt} className="size-14 rounded-md object-cover" />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <When post={post} />
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('social.list.destinations')}>
        {post.targets.map((target) => (
          <li
            key={target.id}
            className="flex items-center gap-1.5 rounded-lg border border-slate-200 px-2 py-1 dark:border-slate-700"
          >
            <span className="font-medium">{target.name ?? t(`social.platform.${target.platform}`)}</span>
            <span className={clsx('rounded-full px-2 text-xs', TONE[target.status])}>
              {t(`social.target_status.${target.status}`)}
            </span>
            {target.external_url ? (
              <a
                href={target.external_url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-emerald-800 underline dark:text-emerald-300"
              >
                {t('social.list.view')}
                <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
                <span className="sr-only">{t('social.list.new_tab')}</span>
              </a>
            ) : null}
            {target.error ? (
              <span className="text-xs text-red-700 dark:text-red-400">{target.error}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {post.moderation ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-400" data-testid="post-moderated">
          {post.moderation.reason
            ? t('social.list.moderated_reason', { reason: post.moderation.reason })
            : t('social.list.moderated')}
        </p>
      ) : null}
      {post.status === 'failed' && post.failure_reason ? (
        <p className="text-sm text-red-700 dark:text-red-400" data-testid="failure-reason">
          {t('social.list.failed_because', { reason: post.failure_reason })}
        </p>
      ) : null}
      {post.status === 'published' ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {(['likes', 'comments', 'shares', 'views'] as const).map((name) => (
            <div key={name} className="flex gap-1">
              <dt>{t(`social.counts.${name}`)}</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(post.counts[name], lang)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {post.status === 'failed' ? (
          <Button size="sm" onClick={onRetry} loading={busy === 'retry'}>
            <RotateCcw aria-hidden className="size-4" />
            {t('social.actions.retry')}
          </Button>
        ) : null}
        {editable ? (
          <ButtonLink to={`/social/posts/${post.id}/edit`} size="sm" variant="secondary">
            <Pencil aria-hidden className="size-4" />
            {t('social.actions.edit')}
          </ButtonLink>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onDuplicate} loading={busy === 'duplicate'}>
          <Copy aria-hidden className="size-4" />
          {t('social.actions.duplicate')}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 dark:text-red-400" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          {t('social.actions.delete')}
        </Button>
      </div>
    </Card>
  );
}
