import { randomUUID } from 'node:crypto';
import type { TKycImagePart, TKycUpload } from '@haat/shared';
import { encryptBytes } from '../../lib/encryption.ts';
import { checkKycImage } from './check-kyc-image.ts';
import { KYC_FILE_PURPOSE, type TKycDeps } from './kyc-deps.ts';
import { removePrivateFiles } from './remove-private-files.ts';
import { deleteWaitingUploads, insertFile, type TKycFileRow } from './repository.ts';

export function presentUpload(row: TKycFileRow): TKycUpload {
  return {
    id: row.id,
    part: row.part,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Checks and keeps one identity image until its submission: re-encoded without metadata, encrypted,
 * in private storage. It replaces the person's earlier upload of the same part that was not sent.
 * Uploading is open in any state; only sending (submit-kyc.ts) is refused when nothing may change.
 */
export async function uploadKycImage(
  deps: TKycDeps,
  userId: string,
  part: TKycImagePart,
  data: Buffer,
): Promise<TKycUpload> {
  const image = await checkKycImage(data, part);
  const key = `kyc/${userId.slice(0, 2)}/${randomUUID()}.bin`;
  await deps.privateStorage.put(
    key,
    encryptBytes(deps.config.appKey, KYC_FILE_PURPOSE, image.jpeg),
    'application/octet-stream',
  );
  try {
    const { row, oldKeys } = await deps.db.transaction(async (tx) => {
      const oldKeys = await deleteWaitingUploads(tx, userId, part);
      const row = await insertFile(tx, {
        userId,
        part,
        storageKey: key,
        width: image.width,
        height: image.height,
        bytes: image.jpeg.length,
      });
      return { row, oldKeys };
    });
    await removePrivateFiles(deps, oldKeys);
    return presentUpload(row);
  } catch (error) {
    await removePrivateFiles(deps, [key]);
    throw error;
  }
}
