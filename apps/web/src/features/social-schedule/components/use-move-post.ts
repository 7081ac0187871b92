import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useReschedulePost } from '../api/reschedule-post.ts';
import { rescheduleBody } from '../schedule-logic.ts';

/** A post to move: its id, its time in the calendar's zone, and its own zone. */
export interface TMoveTarget {
  id: string;
  local: string;
  postZone: string | null;
}

/** The server's word on a refused move: the field's problem when it names one, else its message. */
function problemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = Object.values(error.errors)[0]?.[0];
  return field ?? error.message;
}

/**
 * Moves a post to a wall-clock time in the calendar's zone (said in the post's own zone), refusing a
 * past time before asking; the outcome is a toast ("Post updated", or why not). Answers whether it moved.
 */
export function useMovePost(timeZone: string) {
  const { t } = useTranslation();
  const reschedule = useReschedulePost();
  const move = async (target: TMoveTarget, local: string): Promise<boolean> => {
    if (local === target.local) return false;
    const body = rescheduleBody(local, timeZone, target.postZone);
    if (!body) {
      showToast({ tone: 'error', message: t('schedule.move.invalid') });
      return false;
    }
    if (body.at.getTime() <= Date.now()) {
      showToast({ tone: 'error', message: t('schedule.move.past') });
      return false;
    }
    try {
      const answer = await reschedule.mutateAsync({
        id: target.id,
        body: { scheduled_for: body.scheduled_for, time_zone: body.time_zone },
      });
      showToast({ tone: 'success', message: answer.message ?? t('schedule.move.done') });
      return true;
    } catch (error) {
      showToast({ tone: 'error', message: problemOf(error) ?? t('schedule.move.failed') });
      return false;
    }
  };
  return { move, busy: reschedule.isPending };
}
