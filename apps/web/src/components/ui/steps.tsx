import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';

export interface TStep {
  key: string;
  label: string;
}

/**
 * Where a form of several steps stands: a numbered list of the steps, the current one marked
 * `aria-current="step"`, done ones ticked (and named done for screen readers). Only the current
 * step's name shows on narrow screens; the others keep their numbers.
 */
export function StepList({
  steps,
  current,
  label,
  doneText,
  className,
}: {
  steps: readonly TStep[];
  /** Index of the current step. */
  current: number;
  /** What the list is, for screen readers ("Steps"). */
  label: string;
  /** Read after a finished step's name ("done"). */
  doneText: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex items-center gap-1.5 sm:gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const here = index === current;
          return (
            <li
              key={step.key}
              aria-current={here ? 'step' : undefined}
              className={clsx('flex min-w-0 items-center gap-1.5 sm:gap-2', here && 'flex-1 sm:flex-none')}
              data-testid={`step-${step.key}`}
            >
              <span
                aria-hidden
                className={clsx(
                  'grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold',
                  here
                    ? 'bg-emerald-700 text-white'
                    : done
                      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                      : 'border border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={clsx(
                  'truncate text-sm',
                  here
                    ? 'font-semibold text-slate-900 dark:text-white'
                    : 'sr-only text-slate-600 sm:not-sr-only dark:text-slate-400',
                )}
              >
                {step.label}
                {done ? <span className="sr-only">{` (${doneText})`}</span> : null}
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden className="hidden h-px w-6 bg-slate-300 sm:block dark:bg-slate-600" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The heading of a step form's current step: it takes focus when the step changes (not on the
 * first render), so keyboard and screen-reader users land at the start of the new step.
 */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>(current: number) {
  const heading = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [current]);
  return heading;
}
