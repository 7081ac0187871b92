import { canStaff, type TKycFileLink } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { decryptBytes } from '../../lib/encryption.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import { findUserById } from '../users/repository.ts';
import { KYC_FILE_PURPOSE, type TKycDeps } from './kyc-deps.ts';
import { checkKycFileLink, signKycFileLink, type TKycLinkQuery } from './kyc-file-links.ts';
import { findFile, findSubmission } from './repository.ts';

type TReader = { id: string; role: string; name: string };

/** The file, when `reader` may see it: its owner or staff who may review identities. */
async function readableFile(deps: TKycDeps, reader: { id: string; role: string }, fileId: string) {
  const file = await findFile(deps.db, fileId);
  if (!file || (file.userId !== reader.id && !canStaff(reader.role, 'kyc')))
    throw new AppError('NOT_FOUND', 'api.not_found');
  return file;
}

/**
 * A signed address of an identity image for its owner or staff (others: 404), valid 5 minutes
 * (decision 067). Nothing is recorded here: the read through the address is.
 */
export async function linkKycFile(
  deps: TKycDeps,
  reader: { id: string; role: string },
  fileId: string,
): Promise<TKycFileLink> {
  await readableFile(deps, reader, fileId);
  return signKycFileLink(deps.config.appKey, fileId, reader.id);
}

/**
 * The image behind a signed address: the signature and expiry are checked first (403), then the
 * reader's right again as it is now (an account suspended or a role taken away since: 404), and
 * the read is recorded as any other.
 */
export async function readLinkedKycFile(
  deps: TKycDeps,
  fileId: string,
  query: TKycLinkQuery,
  place: { ip: string | null; userAgent: string | null },
): Promise<{ data: Buffer; part: string }> {
  checkKycFileLink(deps.config.appKey, fileId, query);
  const reader = await findUserById(deps.db, query.reader);
  if (reader?.status !== 'active') throw new AppError('NOT_FOUND', 'api.not_found');
  return readKycFile(deps, reader, fileId, place);
}

/**
 * An identity image for its owner or for staff, never anyone else (others get 404, as for a file
 * that does not exist, so ids reveal nothing). Every read is recorded: who, when, which image (in
 * the person's history, and a staff member's read of someone else's image in the audit log too).
 */
export async function readKycFile(
  deps: TKycDeps,
  reader: TReader,
  fileId: string,
  place: { ip: string | null; userAgent: string | null },
): Promise<{ data: Buffer; part: string }> {
  const file = await readableFile(deps, reader, fileId);
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
