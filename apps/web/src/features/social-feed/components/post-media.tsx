import type { TFeedMedia } from '@haat/shared/social/community-schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/i18n.ts';

const SHOWN = 4;

/**
 * A post's pictures in a grid (one wide, two side by side, more in a 2×2 grid with "+N" on the
 * last), each with its alt text; a video with the browser's controls, never playing by itself.
 */
export function PostMedia({ media }: { media: readonly TFeedMedia[] }) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  const video = media.find((item) => item.kind === 'video');
  if (video)
    return (
      // biome-ignore lint/a11y/useMediaCaption: people's own short videos come without captions.
      <video
        src={video.url}
        controls
        preload="metadata"
        playsInline
        aria-label={video.alt || t('feed.post.video')}
        className="max-h-[32rem] w-full rounded-lg bg-black"
        data-testid="post-video"
      />
    );
  const shown = media.slice(0, SHOWN);
  const hidden = media.length - shown.length;
  return (
    <ul
      className={clsx('grid gap-1 overflow-hidden rounded-lg', shown.length > 1 && 'grid-cols-2')}
      data-testid="post-media"
    >
      {shown.map((item, index) => (
        <li key={item.id} className={clsx('relative', shown.length === 3 && index === 0 && 'col-span-2')}>
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500"
          >
            <img
              src={item.url}
              alt={item.alt || t('feed.post.image_n', { n: index + 1 })}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
              loading="lazy"
              className={clsx(
                'w-full bg-slate-100 object-cover dark:bg-slate-800',
                shown.length === 1
                  ? 'max-h-[32rem]'
                  : shown.length === 3 && index === 0
                    ? 'aspect-[2/1]'
                    : 'aspect-square',
              )}
            />
            {hidden > 0 && index === shown.length - 1 ? (
              <span className="absolute inset-0 grid place-items-center bg-slate-950/60 text-2xl font-bold text-white">
                {t('feed.post.more_media', { count: hidden })}
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
