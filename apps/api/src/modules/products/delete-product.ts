import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles } from '../directory/business-images.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { pruneProductWords } from './prune-product-words.ts';
import { deleteOwnedProduct } from './repository.ts';
import { storedImageKeys } from './stored-image-keys.ts';

/** Deletes the user's product and its image files; its words no product has leave the word list. */
export async function deleteProduct(deps: TDirectoryDeps, userId: string, id: string): Promise<void> {
  const row = await deleteOwnedProduct(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  await pruneProductWords(deps, { former: row.searchVector });
  await removeStoredFiles(deps, row.images.flatMap(storedImageKeys));
}
