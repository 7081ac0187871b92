import { kycImageParts, type TAdminKycDetail, type TRejectKyc, ZRejectKycSchema } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { notify } from '../notifications/notify.ts';
import { updateUser } from '../users/repository.ts';
import type { TKycDeps } from './kyc-deps.ts';
import { findSubmission, type TKycSubmissionRow, updateSubmission } from './repository.ts';
import { getKycReview } from './review-kyc.ts';

/** The submission locked for a decision: waiting, and not the staff member's own. */
async function lockForDecision(tx: TExecutor, id: string, staff: TStaffContext): Promise<TKycSubmissionRow> {
  const row = await findSubmission(tx, id, { lock: true });
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  if (row.userId === staff.actor.id) throw new AppError('FORBIDDEN', 'kyc.own_case');
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'kyc.not_pending');
  return row;
}

/** How the audit log names a submission: the name on the document and its type. */
const submissionLabel = (row: TKycSubmissionRow) => `${row.fullName} · ${row.documentType}`;

/**
 * Approves a waiting submission: it is locked from now on, the person's identity is verified (a
 * trigger gives their businesses the badge unless staff set one), recorded (the person's history
 * and the audit log) and notified, in one transaction.
 */
export async function approveKyc(
  deps: TKycDeps,
  staff: TStaffContext,
  id: string,
  note: string | undefined,
): Promise<TAdminKycDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await lockForDecision(tx, id, staff);
    const now = new Date();
    await updateSubmission(tx, id, {
      status: 'approved',
      rejections: [],
      note: note || null,
      decidedAt: now,
      decidedBy: staff.actor.id,
    });
    await updateUser(tx, row.userId, { identityVerifiedAt: now });
    await recordSecurityEvent(tx, {
      userId: row.userId,
      actorId: staff.actor.id,
      action: 'kyc_approved',
      detail: { submission_id: id, round: row.rounds, note: note || null },
      ip: staff.ip,
      userAgent: staff.userAgent,
    });
    await recordStaffAction(tx, staff, {
      action: 'kyc.approve',
      targetType: 'kyc_submission',
      targetId: id,
      targetLabel: submissionLabel(row),
      before: { status: row.status, identity_verified: false },
      after: { status: 'approved', identity_verified: true },
      reason: note || null,
    });
    await notify(tx, row.userId, 'kyc_approved', { submission_id: id });
  });
  return getKycReview(deps, id);
}

/** Rejects parts of a waiting submission with typed reasons; the person sends only those again. */
export async function rejectKyc(
  deps: TKycDeps,
  staff: TStaffContext,
  id: string,
  input: TRejectKyc,
): Promise<TAdminKycDetail> {
  const { rejections, note } = ZRejectKycSchema.parse(input);
  await deps.db.transaction(async (tx) => {
    const row = await lockForDecision(tx, id, staff);
    const parts = new Set<string>(['details', ...kycImageParts(row.documentType)]);
    const wrong = rejections.findIndex((rejection) => !parts.has(rejection.part));
    if (wrong >= 0) throw AppError.fields({ [`rejections.${wrong}.part`]: 'validation.invalid' });
    const stored = rejections.map((r) => ({
      part: r.part,
      reason: r.reason,
      ...(r.note ? { note: r.note } : {}),
    }));
    await updateSubmission(tx, id, {
      status: 'rejected',
      rejections: stored,
      note: note || null,
      decidedAt: new Date(),
      decidedBy: staff.actor.id,
    });
    await recordSecurityEvent(tx, {
      userId: row.userId,
      actorId: staff.actor.id,
      action: 'kyc_rejected',
      detail: { submission_id: id, round: row.rounds, rejections: stored, note: note || null },
      ip: staff.ip,
      userAgent: staff.userAgent,
    });
    await recordStaffAction(tx, staff, {
      action: 'kyc.reject',
      targetType: 'kyc_submission',
      targetId: id,
      targetLabel: submissionLabel(row),
      before: { status: row.status },
      after: { status: 'rejected', rejections: stored.map((r) => ({ part: r.part, reason: r.reason })) },
      reason: note || null,
    });
    await notify(tx, row.userId, 'kyc_rejected', {
      submission_id: id,
      rejections: stored.map((r) => ({ part: r.part, reason: r.reason })),
    });
  });
  return getKycReview(deps, id);
}
