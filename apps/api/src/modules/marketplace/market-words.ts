import { quoteLexeme, searchWords } from '../directory/search-words.ts';
import type { TMarketWords } from '../products/marketplace-repository.ts';

/**
 * The words of a marketplace search as tsquery texts: each word a quoted prefix (`'tea':*`), AND'ed;
 * the title-only form restricts each to weight A (`'tea':*A`). Never spliced unquoted (decision 044).
 * Undefined when `q` has no words (letters, marks or digits).
 */
export function marketWords(q: string | undefined): Omit<TMarketWords, 'similar'> | undefined {
  const words = searchWords(q);
  if (!words.length) return undefined;
  const join = (suffix: string) => words.map((word) => `${quoteLexeme(word)}${suffix}`).join(' & ');
  return { tsquery: join(':*'), titleTsquery: join(':*A'), text: words.join(' ') };
}
