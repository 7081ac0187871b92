import { randomUUID } from 'node:crypto';
import type { TBusiness } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { reencodeImage, removeStoredFiles, type TBusinessImageKind } from './business-images.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { presentBusiness } from './present-business.ts';
import { updateOwnedBusiness } from './repository.ts';

/** Replaces the logo (512 px square + 128 px thumbnail) or the cover (at most 1600×900). */
export async function uploadBusinessImage(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  kind: TBusinessImageKind,
  data: Buffer,
): Promise<TBusiness> {
  const business = await requireOwnedBusiness(deps, userId, id);
  const base = `businesses/${business.id.slice(0, 2)}/${business.id}-${kind}-${randomUUID()}`;
  let changes: { logoKey: string; logoThumbKey: string } | { coverKey: string };
  if (kind === 'logo') {
    const [logo, thumb] = await Promise.all([
      reencodeImage(data, { width: 512 }, kind),
      reencodeImage(data, { width: 128 }, kind),
    ]);
    await deps.storage.put(`${base}.jpg`, logo, 'image/jpeg');
    await deps.storage.put(`${base}-thumb.jpg`, thumb, 'image/jpeg');
    changes = { logoKey: `${base}.jpg`, logoThumbKey: `${base}-thumb.jpg` };
  } else {
    const cover = await reencodeImage(data, { width: 1600, height: 900 }, kind);
    await deps.storage.put(`${base}.jpg`, cover, 'image/jpeg');
    changes = { coverKey: `${base}.jpg` };
  }
  const row = await updateOwnedBusiness(deps.db, userId, id, changes);
  const newKeys = Object.values(changes);
  if (!row) {
    await removeStoredFiles(deps, newKeys);
    throw new AppError('NOT_FOUND', 'api.not_found');
  }
  await removeStoredFiles(
    deps,
    kind === 'logo' ? [business.logoKey, business.logoThumbKey] : [business.coverKey],
  );
  return presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage });
}
