import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { browserTimeZone, toWallClock } from '../../social-posts/post-logic.ts';
import { CalendarBody } from '../components/calendar-body.tsx';
import { MoveDialog } from '../components/move-dialog.tsx';
import { ScheduleToolbar } from '../components/schedule-toolbar.tsx';
import { UpcomingList } from '../components/upcoming-list.tsx';
import { type TMoveTarget, useMovePost } from '../components/use-move-post.ts';
import { useScheduleAddress } from '../components/use-schedule-address.ts';
import { todayIn, weekStartOf } from '../schedule-logic.ts';

/**
 * `/social/schedule`: the author's scheduled and published posts on a month or week calendar in
 * their time zone, dragged (or moved with a dialog) to another day or hour, and the upcoming posts.
 */
export default function SocialSchedule() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t('schedule.title'));
  const timeZone = useMemo(browserTimeZone, []);
  const today = todayIn(timeZone);
  const weekStart = weekStartOf(lang);
  const { view, date, show } = useScheduleAddress(today);
  const [moving, setMoving] = useState<TMoveTarget>();
  const { move, busy } = useMovePost(timeZone);

  return (
    <div>
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.intro')} icon={<CalendarDays />} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <section aria-labelledby="calendar-heading" className="min-w-0 space-y-3">
          <ScheduleToolbar
            view={view}
            date={date}
            today={today}
            weekStart={weekStart}
            timeZone={timeZone}
            onShow={show}
          />
          <CalendarBody
            view={view}
            date={date}
            today={today}
            weekStart={weekStart}
            timeZone={timeZone}
            onAskMove={setMoving}
            onMove={move}
          />
        </section>
        <UpcomingList
          timeZone={timeZone}
          onMove={(post) =>
            post.scheduled_at
              ? setMoving({
                  id: post.id,
                  local: toWallClock(new Date(post.scheduled_at), timeZone),
                  postZone: post.time_zone,
                })
              : undefined
          }
        />
      </div>
      <MoveDialog
        target={moving}
        timeZone={timeZone}
        busy={busy}
        onMove={move}
        onClose={() => setMoving(undefined)}
      />
    </div>
  );
}
