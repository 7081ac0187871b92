import { useMemo } from 'react';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { timeZoneNames, zoneLabel } from '../post-logic.ts';

export type TWhen = 'now' | 'schedule';

export interface TScheduleValues {
  date: string;
  time: string;
  zone: string;
}

/** Publish now or at a date and time in a time zone (the author's by default, shown with its offset). */
export function WhenFields({
  when,
  onWhen,
  schedule,
  onSchedule,
  errors,
}: {
  when: TWhen;
  onWhen: (when: TWhen) => void;
  schedule: TScheduleValues;
  onSchedule: (values: TScheduleValues) => void;
  errors: { scheduled_for?: string; time_zone?: string };
}) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneNames(schedule.zone), [schedule.zone]);
  const label = useMemo(() => {
    try {
      return zoneLabel(schedule.zone);
    } catch {
      return schedule.zone;
    }
  }, [schedule.zone]);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-base font-semibold">{t('social.when.title')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(['now', 'schedule'] as const).map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="post-when"
              value={value}
              checked={when === value}
              onChange={() => onWhen(value)}
              className="size-5 accent-emerald-700"
              data-testid={`when-${value}`}
            />
            {t(`social.when.${value}`)}
          </label>
        ))}
      </div>
      {when === 'schedule' ? (
        <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('social.when.date')} error={errors.scheduled_for}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="date"
                  dir="ltr"
                  value={schedule.date}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onChange={(event) => onSchedule({ ...schedule, date: event.target.value })}
                  data-testid="schedule-date"
                />
              )}
            </Field>
            <Field label={t('social.when.time')}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="time"
                  dir="ltr"
                  value={schedule.time}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || !!errors.scheduled_for}
                  onChange={(event) => onSchedule({ ...schedule, time: event.target.value })}
                  data-testid="schedule-time"
                />
              )}
            </Field>
          </div>
          <Field
            label={t('social.when.zone')}
            hint={t('social.when.zone_hint', { zone: label })}
            error={errors.time_zone}
          >
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                dir="ltr"
                value={schedule.zone}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => onSchedule({ ...schedule, zone: event.target.value })}
                data-testid="schedule-zone"
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}
