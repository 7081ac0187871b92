import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { deleteUnusedProductWords, nextProductWords } from './marketplace-repository.ts';

/** How many words of the list each product write re-checks besides the product's former words. */
export const PRODUCT_WORD_SWEEP_BATCH = 50;

/** Where the rolling sweep of each database's word list stands (the last word checked). */
const sweepCursors = new WeakMap<object, string>();

/**
 * Keeps `product_words` (the words that correct misspelt marketplace searches; decision 055) to
 * words some product still has, as `pruneDirectoryWords` does for businesses: after products are
 * changed or deleted, their former words that no product uses any more go, and every product write
 * also re-checks the next `PRODUCT_WORD_SWEEP_BATCH` words of the list, wrapping around, so words
 * left behind by changes made elsewhere (products deleted with their business) go too. `former` and
 * `current` are search vectors as text (several products' joined by spaces). A failure here is
 * logged, never the answer of the write.
 */
export async function pruneProductWords(
  deps: TDirectoryDeps,
  vectors: { former?: string | null; current?: string | null } = {},
): Promise<void> {
  try {
    const after = sweepCursors.get(deps.db) ?? '';
    const batch = await nextProductWords(deps.db, after, PRODUCT_WORD_SWEEP_BATCH);
    sweepCursors.set(deps.db, batch.length < PRODUCT_WORD_SWEEP_BATCH ? '' : (batch.at(-1) ?? ''));
    await deleteUnusedProductWords(deps.db, batch, vectors);
  } catch (error) {
    deps.log.warn({ err: error }, 'pruning the product word list failed');
  }
}
