import { canStaff } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { decryptBytes } from '../../lib/encryption.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import { KYC_FILE_PURPOSE, type TKycDeps } from './kyc-deps.ts';
import { findFile, findSubmission } from './repository.ts';

/**
 * An identity image for its owner or for staff, never anyone else (others get 404, as for a file
 * that does not exist, so ids reveal nothing). Every read is recorded: who, when, which image (in
 * the person's history, and a staff member's read of someone else's image in the audit log too).
 */
export async function readKycFile(
  deps: TKycDeps,
  reader: { id: string; role: string; name: string },
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
  await deps.db.transaction(async (tx) => {
    await recordSecurityEvent(tx, {
      userId: file.userId,
      actorId: reader.id,
      action: 'kyc_document_viewed',
      detail: { submission_id: file.submissionId, file_id: file.id, part: file.part },
      ip: place.ip,
      userAgent: place.userAgent,
    });
    if (file.userId === reader.id) return;
    const submission = file.submissionId ? await findSubmission(tx, file.submissionId) : undefined;
    await recordStaffAction(
      tx,
      { actor: { id: reader.id, name: reader.name, role: reader.role }, ...place },
      {
        action: 'kyc.view_document',
        targetType: 'kyc_file',
        targetId: file.id,
        targetLabel: submission ? `${submission.fullName} · ${file.part}` : file.part,
      },
    );
  });
  return { data, part: file.part };
}
