import { clsx } from 'clsx';
import { buttonClass } from './button.tsx';

interface TChoice<T extends string | number> {
  value: T;
  label: string;
}

/**
 * One choice among a few, as a row of pressed/unpressed buttons (periods, ranges, statuses): a
 * fieldset with a visually hidden legend, so screen readers hear what is being chosen.
 */
export function ChoiceChips<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  testIdPrefix,
  className,
}: {
  legend: string;
  choices: readonly TChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  testIdPrefix?: string;
  className?: string;
}) {
  return (
    <fieldset className={clsx('flex flex-wrap gap-2', className)}>
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          data-testid={testIdPrefix ? `${testIdPrefix}-${choice.value}` : undefined}
          className={clsx(
            buttonClass(value === choice.value ? 'primary' : 'secondary', 'sm'),
            'rounded-full',
          )}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
