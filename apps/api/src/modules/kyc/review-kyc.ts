import type { TAdminKycDetail, TAdminKycItem, TAdminKycQuery, TPageMeta } from '@haat/shared';
import { normalizeDocumentNumber, ZAdminKycQuerySchema } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { listSecurityEvents } from '../audit/record-security-event.ts';
import { listOwnerBadges } from '../directory/repository.ts';
import { findUserById, type TUserRow } from '../users/repository.ts';
import type { TKycDeps } from './kyc-deps.ts';
import { presentHistory, presentSubmission } from './present-kyc.ts';
import { findSubmission, listSubmissionFiles, listSubmissions } from './repository.ts';

function presentPerson(user: TUserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    created_at: user.createdAt.toISOString(),
    identity_verified_at: user.identityVerifiedAt?.toISOString() ?? null,
  };
}

/** `GET /api/admin/kyc`: the queue, filtered. */
export async function listKycQueue(
  deps: TKycDeps,
  query: TAdminKycQuery,
): Promise<{ success: true; data: TAdminKycItem[]; meta: TPageMeta }> {
  const q = ZAdminKycQuerySchema.parse(query);
  const number = q.q ? normalizeDocumentNumber(q.q) : undefined;
  const { rows, total } = await listSubmissions(
    deps.db,
    { status: q.status, documentType: q.document_type, from: q.from, to: q.to, q: q.q || undefined, number },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  return {
    success: true,
    data: rows.map(({ submission, user }) => ({
      id: submission.id,
      status: submission.status,
      document_type: submission.documentType,
      full_name: submission.fullName,
      rounds: submission.rounds,
      submitted_at: submission.submittedAt.toISOString(),
      decided_at: submission.decidedAt?.toISOString() ?? null,
      user: presentPerson(user),
    })),
    meta: { page: q.page, perPage: q.per_page, total },
  };
}

/** `GET /api/admin/kyc/:id`: everything staff need to decide. */
export async function getKycReview(deps: TKycDeps, id: string): Promise<TAdminKycDetail> {
  const submission = await findSubmission(deps.db, id);
  if (!submission) throw new AppError('NOT_FOUND', 'api.not_found');
  const [files, user, events, businesses] = await Promise.all([
    listSubmissionFiles(deps.db, id),
    findUserById(deps.db, submission.userId),
    listSecurityEvents(deps.db, submission.userId, { prefix: 'kyc_', limit: 500 }),
    listOwnerBadges(deps.db, submission.userId),
  ]);
  if (!user) throw new AppError('NOT_FOUND', 'api.not_found');
  return {
    submission: presentSubmission(submission, files),
    user: presentPerson(user),
    earlier_files: files.flatMap((file) =>
      file.replacedAt
        ? [
            {
              id: file.id,
              part: file.part,
              created_at: file.createdAt.toISOString(),
              replaced_at: file.replacedAt.toISOString(),
            },
          ]
        : [],
    ),
    history: presentHistory(events, { forStaff: true, ownerId: submission.userId }),
    businesses,
  };
}
