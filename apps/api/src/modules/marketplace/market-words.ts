import { searchWords } from '../directory/search-words.ts';
import type { TMarketWords } from '../products/marketplace-repository.ts';

/**
 * The words of a marketplace search (at most eight; letters, marks and digits of any script), each
 * matched as a prefix and all AND'ed; the repository quotes each as a lexeme of a tsquery parameter,
 * never spliced unquoted (decision 044). Undefined when `q` has no words.
 */
export function marketWords(q: string | undefined): TMarketWords | undefined {
  const words = searchWords(q);
  return words.length ? { words, similar: false } : undefined;
}
