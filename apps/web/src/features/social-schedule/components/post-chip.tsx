import type { TSocialPlatform } from '@haat/shared/social/constants';
import type { TPostCalendarEntry } from '@haat/shared/social/post-schemas';
import { clsx } from 'clsx';
import { GripVertical, MoveRight, Users } from 'lucide-react';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { firstWords, isMovable } from '../schedule-logic.ts';
import { formatTime } from './calendar-format.ts';

/** The drag's data type: the post's id. */
export const DRAG_TYPE = 'application/x-haat-post';

/** Status colours: scheduled amber, published green, failed red, on their way blue. */
export const STATUS_TONE: Record<string, string> = {
  scheduled:
    'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  publishing: 'border-sky-500 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50',
  published:
    'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  failed: 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  draft:
    'border-slate-400 bg-slate-50 text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-50',
};

const MARK: Record<Exclude<TSocialPlatform, 'feed'>, string> = { facebook: 'f', linkedin: 'in' };

/** Where a post goes, as small marks (the feed's people, Facebook's "f", LinkedIn's "in") with their names. */
export function Destinations({ platforms }: { platforms: readonly TSocialPlatform[] }) {
  const { t } = useTranslation();
  const unique = [...new Set(platforms)];
  return (
    <span className="inline-flex shrink-0 items-center gap-0.5">
      {unique.map((platform) => (
        <span
          key={platform}
          title={t(`schedule.platform.${platform}`)}
          className="inline-grid size-4 place-items-center rounded-sm bg-white/70 text-[0.6rem] font-bold leading-none text-slate-800 dark:bg-black/30 dark:text-slate-100"
        >
          {platform === 'feed' ? (
            <Users aria-hidden className="size-3" />
          ) : (
            <span aria-hidden>{MARK[platform]}</span>
          )}
          <span className="sr-only">{t(`schedule.platform.${platform}`)}</span>
        </span>
      ))}
    </span>
  );
}

/** Where clicking a post leads: its edit screen, or the published list for what is out. */
export function postHref(entry: TPostCalendarEntry): string {
  return entry.post.status === 'published'
    ? '/social/posts?status=published'
    : `/social/posts/${entry.post.id}/edit`;
}

/**
 * One post in a day cell: time, first words, destinations and status colour; a scheduled one can be
 * dragged to another day or moved with its "Move" button (the keyboard's and phones' way).
 */
export function PostChip({
  entry,
  timeZone,
  onMove,
  onDragStart,
}: {
  entry: TPostCalendarEntry;
  timeZone: string;
  onMove: (entry: TPostCalendarEntry) => void;
  onDragStart?: (entry: TPostCalendarEntry) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const movable = isMovable(entry);
  const words = firstWords(entry.post.content, 48) || t('schedule.no_text');
  const time = formatTime(entry.at, timeZone, lang);
  const status = t(`schedule.status.${entry.post.status}`);
  const start = (event: DragEvent<HTMLDivElement>) => {
    event.dataTransfer.setData(DRAG_TYPE, entry.post.id);
    event.dataTransfer.setData('text/plain', entry.post.id);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart?.(entry);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's shortcut; the Move button is the keyboard's way
    <div
      draggable={movable}
      onDragStart={movable ? start : undefined}
      data-testid="calendar-post"
      data-post-id={entry.post.id}
      data-status={entry.post.status}
      className={clsx(
        'group flex items-start gap-1 rounded-md border-s-4 px-1.5 py-1 text-xs shadow-xs',
        STATUS_TONE[entry.post.status],
        movable && 'cursor-grab active:cursor-grabbing',
      )}
    >
      {movable ? <GripVertical aria-hidden className="mt-0.5 size-3 shrink-0 opacity-60" /> : null}
      <Link
        to={postHref(entry)}
        draggable={false}
        className="min-w-0 flex-1 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
      >
        <span className="flex items-center gap-1">
          <time dateTime={entry.at} className="font-semibold tabular-nums">
            {time}
          </time>
          <Destinations platforms={entry.post.targets.map((target) => target.platform)} />
        </span>
        <span className="line-clamp-2 break-words" dir="auto">
          {words}
        </span>
        <span className="sr-only">, {status}</span>
      </Link>
      {movable ? (
        <button
          type="button"
          onClick={() => onMove(entry)}
          aria-label={t('schedule.move.label', { time, text: words })}
          title={t('schedule.move.button')}
          data-testid="move-post"
          className="grid size-6 shrink-0 place-items-center rounded-sm hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 dark:hover:bg-white/10"
        >
          <MoveRight aria-hidden className="size-3.5 rtl:-scale-x-100" />
        </button>
      ) : null}
    </div>
  );
}
