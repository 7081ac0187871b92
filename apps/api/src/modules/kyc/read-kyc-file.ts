import { canStaff } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { decryptBytes } from '../../lib/encryption.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { KYC_FILE_PURPOSE, type TKycDeps } from './kyc-deps.ts';
import { findFile } from './repository.ts';

/**
 * An identity image for its owner or for staff, never anyone else (others get 404, as for a file
 * that does not exist, so ids reveal nothing). Every read is recorded: who, when, which image.
 */
export async function readKycFile(
  deps: TKycDeps,
  reader: { id: string; role: string },
  fileId: string,
  place: { ip: string | null; userAgent: string | null },
): Promise<{ data: Buffer; part: string }> {
  const file = await findFile(deps.db, fileId);
  if (!file || (file.userId !== reader.id && !canStaff(reader.role, 'kyc')))
    throw new AppError('NOT_FOUND', 'api.not_found');
  const stored = await deps.privateStorage.get(file.storageKey);
  const data = stored && decryptBytes(deps.config.appKey, KYC_FILE_PURPOSE, stored);
  if (!data) {
    deps.log.error({ fileId }, 'identity image missing or unreadable');
    throw new AppError('NOT_FOUND', 'api.not_found');
  }
  await recordSecurityEvent(deps.db, {
    userId: file.userId,
    actorId: reader.id,
    action: 'kyc_document_viewed',
    detail: { submission_id: file.submissionId, file_id: file.id, part: file.part },
    ip: place.ip,
    userAgent: place.userAgent,
  });
  return { data, part: file.part };
}
