import type { TSocialPlatform } from '@haat/shared/social/constants';
import { clsx } from 'clsx';
import { Globe2, MessageCircle, Repeat2, Share2, ThumbsUp, Video } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { foldText } from '../post-logic.ts';
import { RichText } from './rich-text.tsx';
import type { TMediaItem } from './use-media-uploads.ts';
import type { TPostMention } from './use-mention-suggest.ts';

export interface TPreviewAuthor {
  name: string;
  logo?: string | null;
}

const STYLE: Record<TSocialPlatform, { accent: string; frame: string }> = {
  feed: { accent: 'bg-emerald-700', frame: 'rounded-xl' },
  facebook: { accent: 'bg-blue-700', frame: 'rounded-lg' },
  linkedin: { accent: 'bg-sky-800', frame: 'rounded-md' },
};

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : name.slice(0, 2)
  ).toUpperCase();
}

function MediaGrid({ items }: { items: readonly TMediaItem[] }) {
  const { t } = useTranslation();
  const shown = items.slice(0, 4);
  const more = items.length - shown.length;
  if (shown.length === 0) return null;
  return (
    <div className={clsx('mt-3 grid gap-0.5 overflow-hidden', shown.length > 1 && 'grid-cols-2')}>
      {shown.map((item, index) => {
        const url = item.localUrl ?? item.media?.url;
        return (
          <div key={item.key} className="relative aspect-square bg-slate-200 dark:bg-slate-800">
            {item.kind === 'video' ? (
              <span className="grid size-full place-items-center bg-slate-800 text-white">
                <Video aria-hidden className="size-10" />
                <span className="sr-only">{t('social.preview.video')}</span>
              </span>
            ) : url ? (
              <img src={url} alt={item.alt} className="size-full object-cover" />
            ) : null}
            {more > 0 && index === shown.length - 1 ? (
              <span className="absolute inset-0 grid place-items-center bg-black/55 text-2xl font-semibold text-white">
                +{more}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function PreviewCard({
  platform,
  author,
  text,
  mentions,
  media,
  when,
}: {
  platform: TSocialPlatform;
  author: TPreviewAuthor;
  text: string;
  mentions: readonly string[];
  media: readonly TMediaItem[];
  when: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fold = foldText(text, platform);
  const style = STYLE[platform];
  const actions =
    platform === 'linkedin' ? [ThumbsUp, MessageCircle, Repeat2, Share2] : [ThumbsUp, MessageCircle, Share2];
  const labels =
    platform === 'linkedin'
      ? ['social.preview.like', 'social.preview.comment', 'social.preview.repost', 'social.preview.send']
      : ['social.preview.like', 'social.preview.comment', 'social.preview.share'];
  return (
    <article
      className={clsx(
        'border border-slate-200 bg-white text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100',
        style.frame,
      )}
      data-testid={`preview-${platform}`}
    >
      <header className="flex items-center gap-3 p-3">
        {author.logo ? (
          <img src={author.logo} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className={clsx(
              'grid size-10 place-items-center rounded-full text-sm font-semibold text-white',
              style.accent,
            )}
          >
            {initials(author.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold">{author.name}</p>
          <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            {when}
            {platform !== 'feed' ? <Globe2 aria-hidden className="size-3" /> : null}
          </p>
        </div>
      </header>
      <div className="px-3">
        {text.trim() ? (
          <RichText text={open ? text.trim() : fold.shown} mentions={mentions} className="text-sm" />
        ) : (
          <p className="text-sm italic text-slate-500 dark:text-slate-400">{t('social.preview.empty')}</p>
        )}
        {fold.folded ? (
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            className="text-sm font-semibold text-slate-600 underline-offset-2 hover:underline dark:text-slate-300"
          >
            {open ? t('social.preview.see_less') : t('social.preview.see_more')}
          </button>
        ) : null}
      </div>
      <MediaGrid items={media} />
      <footer
        aria-hidden
        className="mt-2 flex justify-around border-t border-slate-200 px-2 py-1.5 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400"
      >
        {actions.map((Icon, index) => (
          <span key={labels[index]} className="flex items-center gap-1">
            <Icon className="size-4" />
            {t(labels[index] ?? '')}
          </span>
        ))}
      </footer>
    </article>
  );
}

/** A live preview per chosen platform, as tabs (arrow keys move between them). */
export function PostPreview({
  platforms,
  author,
  text,
  mentions = [],
  media,
  when,
}: {
  platforms: readonly TSocialPlatform[];
  author: TPreviewAuthor;
  text: string;
  mentions?: readonly TPostMention[];
  media: readonly TMediaItem[];
  when: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const shown: TSocialPlatform[] = platforms.length > 0 ? [...new Set(platforms)] : ['feed'];
  const [chosen, setChosen] = useState<TSocialPlatform>('feed');
  const active = shown.includes(chosen) ? chosen : (shown[0] ?? 'feed');

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = shown.indexOf(active);
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? shown.length - 1
          : (index + (forward ? 1 : -1) + shown.length) % shown.length;
    const platform = shown[next] ?? 'feed';
    setChosen(platform);
    document.getElementById(`${id}-tab-${platform}`)?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="post-preview">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('social.preview.title')}
      </h2>
      <div role="tablist" aria-label={t('social.preview.title')} className="flex gap-1" onKeyDown={onKey}>
        {shown.map((platform) => (
          <button
            key={platform}
            id={`${id}-tab-${platform}`}
            type="button"
            role="tab"
            aria-selected={platform === active}
            aria-controls={`${id}-panel`}
            tabIndex={platform === active ? 0 : -1}
            onClick={() => setChosen(platform)}
            className={clsx(
              'min-h-9 rounded-lg px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500',
              platform === active
                ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {t(`social.platform.${platform}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`}>
        <PreviewCard
          key={active}
          platform={active}
          author={author}
          text={text}
          mentions={mentions.map((mention) => mention.name)}
          media={media}
          when={when}
        />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('social.preview.note')}</p>
      </div>
    </section>
  );
}
