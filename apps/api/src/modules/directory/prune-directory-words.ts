import type { TDirectoryDeps } from './directory-deps.ts';
import { deleteUnusedDirectoryWords, nextDirectoryWords } from './repository.ts';

/** How many words of the list each business write re-checks besides its own former words. */
export const WORD_SWEEP_BATCH = 50;

/** Where the rolling sweep of each database's word list stands (the last word checked). */
const sweepCursors = new WeakMap<object, string>();

/**
 * Keeps `directory_words` (the words that widen misspelt searches) to words some business still
 * has. After a business is changed or deleted, its former words (those it no longer has) that no
 * business uses any more go; every business write (create, change, delete) also re-checks the next
 * `WORD_SWEEP_BATCH` words of the list, wrapping around, so words left behind by changes made outside these operations (a
 * business deleted with its owner's account) go too. Cost per write: one indexed full-text probe
 * per word dropped by the change plus `WORD_SWEEP_BATCH` (a few milliseconds each for very common
 * words, whose index entries are long). A failure here is logged, never the answer of the write.
 */
export async function pruneDirectoryWords(
  deps: TDirectoryDeps,
  vectors: { former?: string | null; current?: string | null } = {},
): Promise<void> {
  try {
    const after = sweepCursors.get(deps.db) ?? '';
    const batch = await nextDirectoryWords(deps.db, after, WORD_SWEEP_BATCH);
    sweepCursors.set(deps.db, batch.length < WORD_SWEEP_BATCH ? '' : (batch.at(-1) ?? ''));
    await deleteUnusedDirectoryWords(deps.db, batch, vectors);
  } catch (error) {
    deps.log.warn({ err: error }, 'pruning the directory word list failed');
  }
}
