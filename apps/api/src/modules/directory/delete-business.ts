import { AppError } from '../../lib/app-error.ts';
import { listProductImageKeys } from '../products/repository.ts';
import { removeStoredFiles } from './business-images.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { pruneDirectoryWords } from './prune-directory-words.ts';
import { deleteOwnedBusiness } from './repository.ts';

/** Deletes the user's business with its categories, reviews and products (cascade) and their images. */
export async function deleteBusiness(deps: TDirectoryDeps, userId: string, id: string): Promise<void> {
  const imageKeys = await listProductImageKeys(deps.db, id);
  const row = await deleteOwnedBusiness(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  await pruneDirectoryWords(deps, { former: row.searchVector });
  await removeStoredFiles(deps, [row.logoKey, row.logoThumbKey, row.coverKey, ...imageKeys]);
}
