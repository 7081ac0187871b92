import { useId } from 'react';
import { formatNumber } from '../../lib/format.ts';
import type { TLanguageCode } from '../../lib/languages.ts';

export interface TSeries {
  key: string;
  label: string;
  /** A Tailwind stroke/fill colour class for the line and its legend dot. */
  stroke: string;
  fill: string;
  values: number[];
}

const W = 360;
const H = 170;
const PAD = { top: 12, right: 8, bottom: 22, left: 32 };

/**
 * A small line chart in plain SVG (no chart library), one line per series over `dates` (`YYYY-MM-DD`,
 * oldest first). Screen readers get the title and the figures as a table under it (visually hidden),
 * so the picture itself is decorative. `format` writes a value (axis and table; default: a count in
 * the language's digits), e.g. money from poisha. Used by the card and seller analytics.
 */
export function TrendChart({
  title,
  dates,
  series,
  lang,
  tableCaption,
  dateLabel,
  format,
  tickFormat,
}: {
  title: string;
  dates: string[];
  series: TSeries[];
  lang: TLanguageCode;
  tableCaption: string;
  dateLabel: string;
  format?: (value: number) => string;
  /** A short form for the axis labels (default: `format`). */
  tickFormat?: (value: number) => string;
}) {
  const titleId = useId();
  const write = format ?? ((value: number) => formatNumber(value, lang));
  const writeTick = tickFormat ?? write;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const n = Math.max(dates.length, 1);
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  // Room for the longest axis label (about 6 units a character at font size 10).
  const left = Math.max(PAD.left, 10 + Math.max(...ticks.map((tick) => writeTick(tick).length)) * 6);
  const x = (i: number) => left + (n === 1 ? 0 : (i / (n - 1)) * (W - left - PAD.right));
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const short = new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : lang === 'bn' ? 'bn' : 'en', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dateText = (date: string) => short.format(new Date(`${date}T00:00:00Z`));
  const labelEvery = Math.ceil(n / 4);

  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-2 font-semibold">
        {title}
      </figcaption>
      <ul className="mb-2 flex flex-wrap gap-4 text-sm">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden className={`inline-block size-3 rounded-full ${s.fill}`} />
            {s.label}
          </li>
        ))}
      </ul>
      {/* The chart is drawn left to right in every language, like a time axis on paper. */}
      <svg
        // Text anchors follow the text direction: keep them left to right like the axis.
        direction="ltr"
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full text-slate-500 dark:text-slate-400"
        aria-hidden="true"
        data-testid="trend-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
              strokeWidth={1}
            />
            <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize="10" fill="currentColor">
              {writeTick(tick)}
            </text>
          </g>
        ))}
        {dates.map((date, i) =>
          i % labelEvery === 0 ? (
            <text
              key={date}
              x={x(i)}
              y={H - 6}
              // The first and last labels sit inside the chart instead of being cut at its edges.
              textAnchor={i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle'}
              fontSize="10"
              fill="currentColor"
            >
              {dateText(date)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            className={s.stroke}
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
          />
        ))}
      </svg>
      <table className="sr-only">
        <caption>{tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{dateLabel}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, i) => (
            <tr key={date}>
              <th scope="row">{dateText(date)}</th>
              {series.map((s) => (
                <td key={s.key}>{write(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
