/*
 * Numbers in each of the nine languages' own digits, separators and grouping, written out instead
 * of asked of Intl: a page's first `Intl.NumberFormat` starts ICU's number formatting, about 50 ms
 * of a phone's main thread before anything else can run (decision 026). The output is the same as
 * `new Intl.NumberFormat(tag, …).format(value)` with the options below; format-number.test.ts
 * compares the two for every language. Tags it does not know, non-finite values and |value| ≥ 1e21
 * are handed to Intl.
 */

export interface TNumberOptions {
  /**
   * Thousands separators, as Intl's `useGrouping`: `auto` (the default) leaves out the first one
   * where the language does (Spanish and Italian write 1000 but 10.000), `always` does not, `never`.
   */
  grouping?: 'auto' | 'always' | 'never';
  /** Lakh/crore grouping (12,34,567) whatever the language, as in `en-IN`. */
  indian?: boolean;
  /** Default 0. */
  minFraction?: number;
  /** Default 3 (Intl's default), and never below `minFraction`. */
  maxFraction?: number;
}

interface TStyle {
  /** The ten digits, when not 0–9. */
  digits?: string;
  group: string;
  decimal: string;
  /** Integer digits needed before grouping starts, minus three (CLDR's minimumGroupingDigits). */
  minGrouping?: number;
  indian?: boolean;
  minus?: string;
}

const GROUPING = { auto: 'auto', always: 'always', never: false } as const;

const POINT: TStyle = { group: ',', decimal: '.' };
const COMMA: TStyle = { group: '.', decimal: ',' };
const STYLES: Record<string, TStyle> = {
  en: POINT,
  zh: POINT,
  bn: { ...POINT, digits: '০১২৩৪৫৬৭৮৯', indian: true },
  // CLDR gives Arabic Latin digits; the minus carries a left-to-right mark.
  ar: { ...POINT, minus: '\u200e-' },
  de: COMMA,
  es: { ...COMMA, minGrouping: 2 },
  it: { ...COMMA, minGrouping: 2 },
  fr: { group: '\u202f', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
};

function group(integer: string, separator: string, indian: boolean): string {
  let rest = integer.slice(0, -3);
  const parts = [integer.slice(-3)];
  const size = indian ? 2 : 3;
  while (rest.length > 0) {
    parts.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  return parts.join(separator);
}

/** `abs` (≥ 0) in plain decimal digits, from its shortest round-trip form (`1.0005`, not 1.000499…). */
function plainDigits(abs: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent] = String(abs).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const shift = Number(exponent ?? 0);
  const digits = head + tail;
  const point = head.length + shift;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Rounds to `places` fraction digits, half away from zero on the decimal digits (ICU's halfExpand). */
function roundDigits(whole: string, fraction: string, places: number): { whole: string; fraction: string } {
  if (fraction.length <= places) return { whole, fraction };
  const kept = whole + fraction.slice(0, places);
  if ((fraction[places] ?? '0') < '5') return { whole, fraction: fraction.slice(0, places) };
  // Add one to the last kept digit, carrying leftwards.
  const out = kept.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i >= 0) out[i] = String(Number(out[i]) + 1);
  else out.unshift('1');
  const all = out.join('');
  return { whole: all.slice(0, all.length - places) || '0', fraction: all.slice(all.length - places) };
}

/** `value` as the language `tag` writes it (`1,234.5`, `১২,৩৪৫`, `1 234,5`). */
export function formatDecimal(value: number, tag: string, options: TNumberOptions = {}): string {
  const style = STYLES[tag.toLowerCase()];
  const minFraction = options.minFraction ?? 0;
  const maxFraction = Math.max(options.maxFraction ?? 3, minFraction);
  if (!style || !Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat(options.indian ? `${tag}-IN` : tag, {
      useGrouping: GROUPING[options.grouping ?? 'auto'],
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  const plain = plainDigits(Math.abs(value));
  const { whole, fraction } = roundDigits(plain.whole, plain.fraction, maxFraction);
  let shown = fraction.replace(/0+$/, '');
  if (shown.length < minFraction) shown = shown.padEnd(minFraction, '0');
  const grouping = options.grouping ?? 'auto';
  const minGrouping = grouping === 'auto' ? (style.minGrouping ?? 1) : 1;
  const grouped =
    grouping !== 'never' && whole.length >= 3 + minGrouping
      ? group(whole, style.group, options.indian ?? style.indian ?? false)
      : whole;
  const negative = value < 0 || Object.is(value, -0);
  const text = `${negative ? (style.minus ?? '-') : ''}${grouped}${shown ? style.decimal + shown : ''}`;
  const digits = style.digits;
  return digits ? text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit) : text;
}
