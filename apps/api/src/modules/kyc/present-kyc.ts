import {
  KYC_PARTS,
  kycImageParts,
  type TKycEvent,
  type TKycPart,
  type TKycPartView,
  type TKycRejection,
  type TKycSubmission,
} from '@haat/shared';
import type { TSecurityEvent } from '../audit/record-security-event.ts';
import type { TKycFileRow, TKycSubmissionRow } from './repository.ts';

/** The parts a submission of this document has: the details and the document's images. */
export function partsOf(documentType: TKycSubmissionRow['documentType']): TKycPart[] {
  const images = kycImageParts(documentType);
  return KYC_PARTS.filter((part) => part === 'details' || images.includes(part as never));
}

/** The submission as its owner and staff see it; `files` are its files (current and replaced). */
export function presentSubmission(row: TKycSubmissionRow, files: TKycFileRow[]): TKycSubmission {
  const current = new Map(files.filter((file) => !file.replacedAt).map((file) => [file.part, file]));
  const rejected = new Map(row.rejections.map((rejection) => [rejection.part, rejection]));
  const parts: TKycPartView[] = partsOf(row.documentType).map((part) => {
    const rejection = rejected.get(part);
    const file = part === 'details' ? undefined : current.get(part);
    const status: TKycPartView['status'] =
      row.status === 'pending' ? 'pending' : row.status === 'rejected' && rejection ? 'rejected' : 'accepted';
    return {
      part,
      status,
      reason: status === 'rejected' ? ((rejection?.reason ?? null) as TKycPartView['reason']) : null,
      note: status === 'rejected' ? (rejection?.note ?? null) : null,
      changed: row.status === 'pending' && row.changedParts.includes(part),
      file: file ? { id: file.id, width: file.width, height: file.height } : null,
    };
  });
  return {
    id: row.id,
    status: row.status,
    document_type: row.documentType,
    document_number: row.documentNumber,
    full_name: row.fullName,
    birth_date: row.birthDate,
    parts,
    note: row.note,
    rounds: row.rounds,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

const EVENT_ACTIONS: Record<string, TKycEvent['action']> = {
  kyc_submitted: 'submitted',
  kyc_resubmitted: 'resubmitted',
  kyc_approved: 'approved',
  kyc_rejected: 'rejected',
  kyc_document_viewed: 'document_viewed',
};

/**
 * A submission's history from the security events. The person sees decisions without staff names
 * and not the views of their documents; staff see who did what, and who looked at the images
 * (their own looks at their own documents are left out for both).
 */
export function presentHistory(
  events: TSecurityEvent[],
  options: { forStaff: boolean; ownerId: string },
): TKycEvent[] {
  const history: TKycEvent[] = [];
  for (const event of events) {
    const action = EVENT_ACTIONS[event.action];
    if (!action) continue;
    if (action === 'document_viewed' && (!options.forStaff || event.actor?.id === options.ownerId)) continue;
    const detail = event.detail;
    history.push({
      action,
      at: event.createdAt.toISOString(),
      actor: options.forStaff ? event.actor : null,
      ...(Array.isArray(detail.rejections) ? { rejections: detail.rejections as TKycRejection[] } : {}),
      ...(Array.isArray(detail.parts) ? { parts: detail.parts as TKycPart[] } : {}),
      ...(typeof detail.note === 'string' || detail.note === null
        ? { note: detail.note as string | null }
        : {}),
    });
  }
  return history;
}
