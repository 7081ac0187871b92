import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { safeZoneLabel } from '../../social-posts/components/post-time.ts';
import { scheduleProblem } from '../../social-posts/post-logic.ts';
import type { TMoveTarget } from './use-move-post.ts';

/**
 * The keyboard's (and phones') way to reschedule: the post's date and time in the calendar's zone
 * as two fields; a past or unreal time is said at the field before anything is sent.
 */
export function MoveDialog({
  target,
  timeZone,
  busy,
  onMove,
  onClose,
}: {
  target: TMoveTarget | undefined;
  timeZone: string;
  busy: boolean;
  onMove: (target: TMoveTarget, local: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setDate(target?.local.slice(0, 10) ?? '');
    setTime(target?.local.slice(11, 16) ?? '');
    setTried(false);
  }, [target]);
  const problem = scheduleProblem(date, time, timeZone);
  const error = tried && problem ? t(`schedule.move.${problem}`) : undefined;
  const confirm = async () => {
    setTried(true);
    if (!target || problem) return;
    if (await onMove(target, `${date}T${time.slice(0, 5)}`)) onClose();
  };
  return (
    <ConfirmDialog
      open={!!target}
      title={t('schedule.move.title')}
      confirmLabel={t('schedule.move.confirm')}
      cancelLabel={t('schedule.move.cancel')}
      danger={false}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p className="text-sm">{t('schedule.move.zone', { zone: safeZoneLabel(timeZone) })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('schedule.move.date')} error={error}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              value={date}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => setDate(event.target.value)}
              data-testid="move-date"
            />
          )}
        </Field>
        <Field label={t('schedule.move.time')}>
          {({ id }) => (
            <Input
              id={id}
              type="time"
              value={time}
              required
              aria-invalid={!!error}
              onChange={(event) => setTime(event.target.value)}
              data-testid="move-time"
            />
          )}
        </Field>
      </div>
    </ConfirmDialog>
  );
}
