import type { TBusiness } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles, type TBusinessImageKind } from './business-images.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { presentBusiness } from './present-business.ts';
import { updateOwnedBusiness } from './repository.ts';

/** Removes the logo or the cover. */
export async function removeBusinessImage(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  kind: TBusinessImageKind,
): Promise<TBusiness> {
  const business = await requireOwnedBusiness(deps, userId, id);
  const row = await updateOwnedBusiness(
    deps.db,
    userId,
    id,
    kind === 'logo' ? { logoKey: null, logoThumbKey: null } : { coverKey: null },
  );
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  await removeStoredFiles(
    deps,
    kind === 'logo' ? [business.logoKey, business.logoThumbKey] : [business.coverKey],
  );
  return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
}
