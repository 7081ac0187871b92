import { takaToPoisha } from '@haat/shared/money';

/**
 * What the user typed in taka (Latin or Bengali digits, `৳`, grouping commas, up to two decimals)
 * as integer poisha; undefined when it is not an amount.
 */
export function parseTaka(text: string): number | undefined {
  if (!text.trim()) return undefined;
  return takaToPoisha(text);
}
