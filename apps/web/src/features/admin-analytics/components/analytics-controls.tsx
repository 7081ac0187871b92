import { ADMIN_METRICS, type TAdminInterval, type TAdminMetric } from '@haat/shared/admin/stats-schemas';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { customRangeProblem, INTERVALS, RANGE_PRESETS, type TRangePreset } from '../range.ts';

/** Which metrics to draw: each a pressed or unpressed button; the last one cannot be unpressed. */
export function MetricPicker({
  value,
  onChange,
}: {
  value: readonly TAdminMetric[];
  onChange: (next: TAdminMetric[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('admin_analytics.metrics_label')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {ADMIN_METRICS.map((metric) => {
          const on = value.includes(metric);
          const last = on && value.length === 1;
          return (
            <button
              key={metric}
              type="button"
              aria-pressed={on}
              aria-disabled={last || undefined}
              title={last ? t('admin_analytics.keep_one') : undefined}
              onClick={() => {
                if (last) return;
                onChange(on ? value.filter((item) => item !== metric) : [...value, metric]);
              }}
              data-testid={`metric-${metric}`}
              className={clsx(buttonClass(on ? 'primary' : 'secondary', 'sm'), 'rounded-full')}
            >
              {on ? <Check aria-hidden className="size-4" /> : null}
              {t(`admin_analytics.metric.${metric}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Day, week or month. */
export function IntervalPicker({
  value,
  onChange,
}: {
  value: TAdminInterval;
  onChange: (next: TAdminInterval) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p aria-hidden className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('admin_analytics.interval_label')}
      </p>
      <ChoiceChips
        legend={t('admin_analytics.interval_label')}
        choices={INTERVALS.map((interval) => ({
          value: interval,
          label: t(`admin_analytics.interval.${interval}`),
        }))}
        value={value}
        onChange={onChange}
        testIdPrefix="interval"
      />
    </div>
  );
}

/** The period: 7, 30 or 90 days, this year, or days of one's own (checked before they are asked for). */
export function RangePicker({
  range,
  from,
  to,
  onPreset,
  onCustom,
}: {
  range: TRangePreset;
  from: string;
  to: string;
  onPreset: (preset: Exclude<TRangePreset, 'custom'>) => void;
  onCustom: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(range === 'custom');
  const [draft, setDraft] = useState({ from, to });
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(draft.from, draft.to);
    setProblem(found);
    if (!found) onCustom(draft.from, draft.to);
  };
  return (
    <div className="space-y-3">
      <div>
        <p aria-hidden className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('admin_analytics.range_label')}
        </p>
        <ChoiceChips
          legend={t('admin_analytics.range_label')}
          choices={RANGE_PRESETS.map((preset) => ({
            value: preset,
            label: t(`admin_analytics.range.${preset}`),
          }))}
          value={custom ? 'custom' : range}
          onChange={(preset) => {
            if (preset === 'custom') {
              setDraft({ from, to });
              setCustom(true);
              return;
            }
            setCustom(false);
            setProblem(null);
            onPreset(preset);
          }}
          testIdPrefix="range"
        />
      </div>
      {custom ? (
        <form
          className="flex flex-wrap items-start gap-3"
          onSubmit={submit}
          noValidate
          data-testid="custom-range"
        >
          <Field
            label={t('admin_analytics.from')}
            error={
              problem === 'date' || problem === 'range_too_long'
                ? t(`admin_analytics.problem.${problem}`)
                : undefined
            }
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="date"
                value={draft.from}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => setDraft({ ...draft, from: event.target.value })}
                className="w-auto"
              />
            )}
          </Field>
          <Field
            label={t('admin_analytics.to')}
            error={problem === 'range_order' ? t('admin_analytics.problem.range_order') : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="date"
                value={draft.to}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => setDraft({ ...draft, to: event.target.value })}
                className="w-auto"
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" className="sm:mt-7">
            {t('admin_analytics.apply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
