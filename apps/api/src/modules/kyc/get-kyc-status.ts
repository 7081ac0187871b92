import type { TKycStatusView } from '@haat/shared';
import { listSecurityEvents } from '../audit/record-security-event.ts';
import type { TUserRow } from '../users/repository.ts';
import type { TKycDeps } from './kyc-deps.ts';
import { presentHistory, presentSubmission } from './present-kyc.ts';
import { findSubmissionOfUser, listSubmissionFiles, listWaitingUploads } from './repository.ts';
import { presentUpload } from './upload-kyc-image.ts';

/** `GET /api/kyc`: where the person stands, why, what happened, and what they uploaded but did not send. */
export async function getKycStatus(
  deps: TKycDeps,
  user: Pick<TUserRow, 'id' | 'identityVerifiedAt'>,
): Promise<TKycStatusView> {
  const userId = user.id;
  const [submission, uploads, events] = await Promise.all([
    findSubmissionOfUser(deps.db, userId),
    listWaitingUploads(deps.db, userId),
    listSecurityEvents(deps.db, userId, { prefix: 'kyc_' }),
  ]);
  const files = submission ? await listSubmissionFiles(deps.db, submission.id) : [];
  return {
    status: submission?.status ?? 'not_started',
    verified_at: user.identityVerifiedAt?.toISOString() ?? null,
    submission: submission ? presentSubmission(submission, files) : null,
    history: presentHistory(events, { forStaff: false, ownerId: userId }),
    uploads: uploads.map(presentUpload),
  };
}
