/*
 * Numbers in each of the nine languages' own digits, separators and grouping, written out instead
 * of asked of Intl: a page's first `Intl.NumberFormat` starts ICU's number formatting, about 50 ms
 * of a phone's main thread before anything else can run (decision 026). The output is the same as
 * `new Intl.NumberFormat(tag, …).format(value)` with the options below; format-number.test.ts
 * compares the two for every language. Tags it does not know, non-finite values and numbers too
 * big to round exactly in a double (above 2^53 once scaled by the fraction digits) go to Intl.
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

/** `value` as the language `tag` writes it (`1,234.5`, `১২,৩৪৫`, `1 234,5`). */
export function formatDecimal(value: number, tag: string, options: TNumberOptions = {}): string {
  const style = STYLES[tag.toLowerCase()];
  const minFraction = options.minFraction ?? 0;
  const maxFraction = Math.max(options.maxFraction ?? 3, minFraction);
  // Beyond 2^53 once scaled, the digits would not be exact: Intl has the real ones.
  if (!style || !(Math.abs(value) * 10 ** maxFraction <= Number.MAX_SAFE_INTEGER)) {
    return new Intl.NumberFormat(options.indian ? `${tag}-IN` : tag, {
      useGrouping: GROUPING[options.grouping ?? 'auto'],
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  // Rounded half away from zero on the shortest decimal form (`1.0005`, not 1.000499…), as ICU does:
  // `1.0005e3` is read as exactly 1000.5. Below 1e-6 the form has an exponent, and rounds to 0.
  const shortest = String(Math.abs(value));
  const scaled = shortest.includes('e') ? 0 : Math.round(Number(`${shortest}e${maxFraction}`));
  const exact = String(scaled).padStart(maxFraction + 1, '0');
  const whole = exact.slice(0, exact.length - maxFraction);
  const fraction = exact.slice(exact.length - maxFraction);
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
