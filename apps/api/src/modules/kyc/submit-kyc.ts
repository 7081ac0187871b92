import {
  BD_NID_PATTERN,
  KYC_NUMBER_PATTERNS,
  kycImageParts,
  type TKycImagePart,
  type TKycPart,
  type ZKycSubmitSchema,
} from '@haat/shared';
import type { z } from 'zod';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { notifyStaff } from '../notifications/notify.ts';
import type { TKycDeps } from './kyc-deps.ts';
import {
  attachFiles,
  findSubmissionOfUser,
  findWaitingUploads,
  insertSubmission,
  replaceCurrentFiles,
  type TKycFileRow,
  type TKycSubmissionRow,
  updateSubmission,
} from './repository.ts';

type TInput = z.output<typeof ZKycSubmitSchema>;
type TDetails = Pick<TKycSubmissionRow, 'documentType' | 'documentNumber' | 'fullName' | 'birthDate'>;
type TPlace = { ip: string | null; userAgent: string | null };

const UPLOAD_FIELDS: Record<TKycImagePart, 'front_upload_id' | 'back_upload_id' | 'selfie_upload_id'> = {
  front: 'front_upload_id',
  back: 'back_upload_id',
  selfie: 'selfie_upload_id',
};
const DETAIL_FIELDS = ['document_number', 'full_name', 'birth_date'] as const;

class FieldErrors {
  readonly errors: Record<string, string> = {};
  add(field: string, key: string) {
    this.errors[field] ??= key;
  }
  throwIfAny() {
    if (Object.keys(this.errors).length) throw AppError.fields(this.errors);
  }
}

/** Bangladesh's NID numbers have their own lengths; other countries' cards only the general pattern. */
function checkNumber(details: TDetails, country: string, errors: FieldErrors) {
  if (!KYC_NUMBER_PATTERNS[details.documentType].test(details.documentNumber))
    errors.add('document_number', `kyc.number_${details.documentType}`);
  else if (
    details.documentType === 'national_id' &&
    country === 'BD' &&
    !BD_NID_PATTERN.test(details.documentNumber)
  )
    errors.add('document_number', 'kyc.number_bd_nid');
}

/** The uploads named in the input for `parts`, checked to be the person's waiting uploads of that part. */
async function takeUploads(
  tx: TExecutor,
  userId: string,
  input: TInput,
  parts: TKycImagePart[],
  errors: FieldErrors,
): Promise<TKycFileRow[]> {
  const wanted = parts.flatMap((part) => {
    const id = input[UPLOAD_FIELDS[part]];
    if (!id) errors.add(UPLOAD_FIELDS[part], 'validation.required');
    return id ? [{ part, id }] : [];
  });
  const found = new Map(
    (
      await findWaitingUploads(
        tx,
        userId,
        wanted.map((w) => w.id),
      )
    ).map((f) => [f.id, f]),
  );
  return wanted.flatMap(({ part, id }) => {
    const file = found.get(id);
    if (!file || file.part !== part) {
      errors.add(UPLOAD_FIELDS[part], 'kyc.upload_missing');
      return [];
    }
    return [file];
  });
}

async function firstSubmission(
  tx: TExecutor,
  user: { id: string; country: string },
  input: TInput,
): Promise<TKycSubmissionRow> {
  const errors = new FieldErrors();
  if (!input.document_type) errors.add('document_type', 'kyc.document_type');
  for (const field of DETAIL_FIELDS) if (!input[field]) errors.add(field, 'validation.required');
  const documentType = input.document_type ?? 'national_id';
  const details: TDetails = {
    documentType,
    documentNumber: input.document_number ?? '',
    fullName: input.full_name ?? '',
    birthDate: input.birth_date ?? '',
  };
  if (input.document_type && input.document_number) checkNumber(details, user.country, errors);
  if (documentType === 'passport' && input.back_upload_id) errors.add('back_upload_id', 'validation.invalid');
  const files = await takeUploads(tx, user.id, input, kycImageParts(documentType), errors);
  errors.throwIfAny();
  const row = await insertSubmission(tx, { userId: user.id, status: 'pending', ...details });
  if (!row) throw new AppError('CONFLICT', 'kyc.under_review');
  await attachFiles(
    tx,
    row.id,
    files.map((file) => file.id),
  );
  return row;
}

/** After a rejection: only the rejected parts may change, and each of them must be sent again. */
async function resubmission(
  tx: TExecutor,
  user: { id: string; country: string },
  current: TKycSubmissionRow,
  input: TInput,
): Promise<{ row: TKycSubmissionRow; parts: TKycPart[] }> {
  const errors = new FieldErrors();
  const rejected = new Set(current.rejections.map((rejection) => rejection.part));
  const documentType = input.document_type ?? current.documentType;
  const typeChanged = documentType !== current.documentType;
  const imageParts = kycImageParts(documentType);
  // A new kind of document needs its own images: its front and back count as rejected parts then.
  const mustSend = new Set<TKycPart>(rejected);
  if (typeChanged) {
    if (!rejected.has('details')) errors.add('document_type', 'kyc.part_locked');
    for (const part of imageParts)
      if (part !== 'selfie') {
        if (!rejected.has(part) && !input[UPLOAD_FIELDS[part]])
          errors.add('document_type', 'kyc.document_type_locked');
        mustSend.add(part);
      }
  }
  const details: TDetails = {
    documentType,
    documentNumber: input.document_number ?? current.documentNumber,
    fullName: input.full_name ?? current.fullName,
    birthDate: input.birth_date ?? current.birthDate,
  };
  if (rejected.has('details')) {
    for (const field of DETAIL_FIELDS) if (!input[field]) errors.add(field, 'validation.required');
    checkNumber(details, user.country, errors);
  } else {
    // The same values sent again are no change; different ones are refused.
    if (details.documentNumber !== current.documentNumber) errors.add('document_number', 'kyc.part_locked');
    if (details.fullName !== current.fullName) errors.add('full_name', 'kyc.part_locked');
    if (details.birthDate !== current.birthDate) errors.add('birth_date', 'kyc.part_locked');
  }
  for (const part of ['front', 'back', 'selfie'] as const) {
    if (!imageParts.includes(part)) {
      if (input[UPLOAD_FIELDS[part]]) errors.add(UPLOAD_FIELDS[part], 'validation.invalid');
    } else if (!mustSend.has(part) && input[UPLOAD_FIELDS[part]])
      errors.add(UPLOAD_FIELDS[part], 'kyc.part_locked');
  }
  const sendParts = imageParts.filter((part) => mustSend.has(part));
  const files = await takeUploads(tx, user.id, input, sendParts, errors);
  errors.throwIfAny();
  const dropped = (['back'] as const).filter((part) => !imageParts.includes(part));
  await replaceCurrentFiles(tx, current.id, [...sendParts, ...dropped]);
  await attachFiles(
    tx,
    current.id,
    files.map((file) => file.id),
  );
  const parts = [...(rejected.has('details') ? (['details'] as TKycPart[]) : []), ...sendParts];
  const row = await updateSubmission(tx, current.id, {
    ...details,
    status: 'pending',
    rejections: [],
    changedParts: parts,
    note: null,
    rounds: current.rounds + 1,
    submittedAt: new Date(),
    decidedAt: null,
    decidedBy: null,
  });
  return { row, parts };
}

/**
 * Sends the person's documents for review (first time), or the rejected parts again. Refused while
 * a submission waits for staff and after approval (locked). One transaction with the submission
 * row locked, so two sends at once cannot both pass.
 */
export async function submitKyc(
  deps: TKycDeps,
  user: { id: string; country: string },
  input: TInput,
  place: TPlace,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await findSubmissionOfUser(tx, user.id, { lock: true });
    if (current?.status === 'approved') throw new AppError('CONFLICT', 'kyc.locked');
    if (current?.status === 'pending') throw new AppError('CONFLICT', 'kyc.under_review');
    let row: TKycSubmissionRow;
    let parts: TKycPart[] | undefined;
    if (current) ({ row, parts } = await resubmission(tx, user, current, input));
    else row = await firstSubmission(tx, user, input);
    await recordSecurityEvent(tx, {
      userId: user.id,
      actorId: user.id,
      action: parts ? 'kyc_resubmitted' : 'kyc_submitted',
      detail: { submission_id: row.id, document_type: row.documentType, ...(parts ? { parts } : {}) },
      ip: place.ip,
      userAgent: place.userAgent,
    });
    await notifyStaff(tx, 'staff_kyc_submitted', {
      submission_id: row.id,
      round: row.rounds,
      name: row.fullName,
    });
  });
}
