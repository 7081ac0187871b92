import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatRating } from '../format.ts';

// One five-pointed star in a 24×24 box: outer points on a circle of radius 11, inner ones at 4.6.
const STAR = Array.from({ length: 10 }, (_, i) => {
  const radius = i % 2 === 0 ? 11 : 4.6;
  const angle = (Math.PI / 5) * i - Math.PI / 2;
  return `${(12 + radius * Math.cos(angle)).toFixed(2)},${(12.6 + radius * Math.sin(angle)).toFixed(2)}`;
}).join(' ');
const FIVE = [0, 1, 2, 3, 4];

/**
 * Five stars filled to `value` (halves rounded to the nearest half), drawn as one small SVG: a row of
 * grey stars and the same row in amber, cut to the rating's width. Decorative: pair with text.
 */
export function StarRow({ value, className }: { value: number; className?: string }) {
  const clip = useId();
  const halves = Math.min(10, Math.max(0, Math.round(value * 2)));
  const stars = FIVE.map((star) => (
    <polygon key={star} points={STAR} transform={`translate(${star * 24} 0)`} />
  ));
  return (
    <svg
      aria-hidden
      viewBox="0 0 120 24"
      className={clsx('inline-block h-[1em] w-[5em] shrink-0 rtl:-scale-x-100', className)}
    >
      <clipPath id={clip}>
        <rect width={halves * 12} height="24" />
      </clipPath>
      <g className="fill-slate-300 dark:fill-slate-600">{stars}</g>
      <g clipPath={`url(#${clip})`} className="fill-amber-400 stroke-amber-500">
        {stars}
      </g>
    </svg>
  );
}

/** Stars, the average and the number of reviews; "No reviews yet" when there are none. */
export function RatingSummary({
  average,
  count,
  size = 'sm',
}: {
  average: number;
  count: number;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (count === 0)
    return (
      <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="rating">
        {t('directory.rating.none')}
      </span>
    );
  return (
    <span
      className={clsx('inline-flex flex-wrap items-center gap-1.5', size === 'lg' ? 'text-lg' : 'text-sm')}
      data-testid="rating"
    >
      <StarRow value={average} className={size === 'lg' ? 'text-xl' : 'text-base'} />
      <span className="font-semibold text-slate-900 dark:text-slate-100" aria-hidden>
        {formatRating(average, lang)}
      </span>
      <span className="text-slate-600 dark:text-slate-400" aria-hidden>
        ({formatNumber(count, lang)})
      </span>
      <span className="sr-only">
        {t('directory.rating.label', { average: formatRating(average, lang), count })}
      </span>
    </span>
  );
}

/** Choose 1–5 stars: a radio group (arrow keys move, Space selects) drawn as stars. */
export function StarInput({
  value,
  onChange,
  legend,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  legend: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-1 has-focus-visible:ring-3 has-focus-visible:ring-amber-500"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={clsx(
                'size-8 transition-colors',
                star <= value
                  ? 'fill-amber-400 text-amber-500'
                  : 'text-slate-400 hover:text-amber-500 dark:text-slate-500',
              )}
            />
            <span className="sr-only">{t('directory.rating.stars', { count: star })}</span>
          </label>
        ))}
        <span className="ms-2 text-sm text-slate-700 dark:text-slate-300" aria-hidden>
          {value ? t(`directory.rating.word_${value}`) : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
