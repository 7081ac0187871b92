import type { TPost } from '@haat/shared/social/post-schemas';
import { CalendarClock, MoveRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatInZone, formatRelative } from '../../social-posts/components/post-time.ts';
import { useUpcoming } from '../api/list-upcoming.ts';
import { firstWords } from '../schedule-logic.ts';
import { Destinations } from './post-chip.tsx';

/** The next ten scheduled posts with their local time and "in 3 hours"; each can be moved. */
export function UpcomingList({ timeZone, onMove }: { timeZone: string; onMove: (post: TPost) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const upcoming = useUpcoming();
  return (
    <Card aria-labelledby="upcoming-heading" className="space-y-3 self-start">
      <h2 id="upcoming-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('schedule.upcoming.title')}
      </h2>
      {upcoming.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : upcoming.isError ? (
        <Alert tone="error">{t('schedule.upcoming.error')}</Alert>
      ) : upcoming.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('schedule.upcoming.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="upcoming">
          {upcoming.data.map((post) => {
            const at = post.scheduled_at ? new Date(post.scheduled_at) : undefined;
            const words = firstWords(post.content, 60) || t('schedule.no_text');
            return (
              <li key={post.id} className="flex items-start gap-2 py-2">
                <Link
                  to={`/social/posts/${post.id}/edit`}
                  className="min-w-0 flex-1 rounded-sm focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500"
                >
                  {at ? (
                    <span className="block text-sm font-semibold">
                      <time dateTime={post.scheduled_at ?? undefined}>
                        {formatInZone(at, timeZone, lang)}
                      </time>
                      <span className="font-normal text-slate-600 dark:text-slate-400">
                        {' '}
                        · {formatRelative(at, lang)}
                      </span>
                    </span>
                  ) : null}
                  <span className="flex items-center gap-1.5 text-sm text-slate-800 dark:text-slate-200">
                    <Destinations platforms={post.targets.map((target) => target.platform)} />
                    <span className="min-w-0 truncate" dir="auto">
                      {words}
                    </span>
                  </span>
                </Link>
                <button
                  type="button"
                  onClick={() => onMove(post)}
                  aria-label={t('schedule.move.label', {
                    time: at ? formatInZone(at, timeZone, lang) : '',
                    text: words,
                  })}
                  title={t('schedule.move.button')}
                  className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <MoveRight aria-hidden className="size-4 rtl:-scale-x-100" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
