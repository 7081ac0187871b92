import {
  BD_NID_PATTERN,
  KYC_MAX_IMAGE_BYTES,
  KYC_MIN_SIDE,
  kycImageParts,
  normalizeDocumentNumber,
  type TKycDocumentType,
  type TKycImagePart,
  type TKycPart,
  type TKycStatusView,
  type TKycSubmission,
  type TKycSubmit,
  type TKycUpload,
  ZKycSubmitSchema,
} from '@haat/shared/trust/kyc-schemas';

/*
 * What the identity verification screen lets a person send, checked the way the server checks it
 * (apps/api/src/modules/kyc/submit-kyc.ts): everything the first time; after a rejection only the
 * rejected parts (a different document needs its own front and back too); nothing while staff
 * review it or after approval.
 */

export type TKycStep = 'document' | 'details' | 'images' | 'review';

export interface TKycPlan {
  /** The document may be chosen (first time, or the details were rejected). */
  chooseDocument: boolean;
  /** Number, name and birth date are sent. */
  details: boolean;
  /** The images to upload and send, in order. */
  images: TKycImagePart[];
}

export interface TKycDetailsDraft {
  document_number: string;
  full_name: string;
  birth_date: string;
}

export const DETAIL_FIELDS = ['document_number', 'full_name', 'birth_date'] as const;
export type TDetailField = (typeof DETAIL_FIELDS)[number];

export const UPLOAD_FIELDS: Record<TKycImagePart, 'front_upload_id' | 'back_upload_id' | 'selfie_upload_id'> =
  {
    front: 'front_upload_id',
    back: 'back_upload_id',
    selfie: 'selfie_upload_id',
  };

/** The image types the server reads (checked again from the bytes there). */
export const KYC_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** Whether the person can send anything now. */
export function canSend(view: Pick<TKycStatusView, 'status'>): boolean {
  return view.status === 'not_started' || view.status === 'rejected';
}

/** The parts staff rejected in the last decision. */
export function rejectedParts(submission: TKycSubmission | null): Set<TKycPart> {
  return new Set(
    (submission?.parts ?? []).filter((part) => part.status === 'rejected').map((part) => part.part),
  );
}

/** What is sent now, for `documentType` (the chosen one, or the submission's). */
export function planFor(view: TKycStatusView, documentType: TKycDocumentType): TKycPlan {
  if (view.status === 'not_started' || !view.submission)
    return { chooseDocument: true, details: true, images: kycImageParts(documentType) };
  if (view.status !== 'rejected') return { chooseDocument: false, details: false, images: [] };
  const rejected = rejectedParts(view.submission);
  const typeChanged = documentType !== view.submission.document_type;
  return {
    chooseDocument: rejected.has('details'),
    details: rejected.has('details'),
    images: kycImageParts(documentType).filter(
      (part) => rejected.has(part) || (typeChanged && part !== 'selfie'),
    ),
  };
}

/** The steps of the form for a plan; review and send is always last. */
export function stepsFor(plan: TKycPlan): TKycStep[] {
  const steps: TKycStep[] = [];
  if (plan.chooseDocument) steps.push('document');
  if (plan.details) steps.push('details');
  if (plan.images.length) steps.push('images');
  steps.push('review');
  return steps;
}

/** The step where a server field error belongs. */
export function stepOfField(field: string): TKycStep | undefined {
  if (field === 'document_type') return 'document';
  if ((DETAIL_FIELDS as readonly string[]).includes(field)) return 'details';
  if (Object.values(UPLOAD_FIELDS).includes(field as never)) return 'images';
  return undefined;
}

/** The image part whose upload a server field names (`selfie_upload_id` → `selfie`). */
export function partOfField(field: string): TKycImagePart | undefined {
  return (Object.keys(UPLOAD_FIELDS) as TKycImagePart[]).find((part) => UPLOAD_FIELDS[part] === field);
}

/** The body of `POST /api/kyc/submission` for the plan (only what may be sent). */
export function submissionBody(
  plan: TKycPlan,
  documentType: TKycDocumentType,
  details: TKycDetailsDraft,
  uploads: Partial<Record<TKycImagePart, Pick<TKycUpload, 'id'>>>,
): TKycSubmit {
  const body: TKycSubmit = {};
  if (plan.chooseDocument) body.document_type = documentType;
  if (plan.details) {
    body.document_number = details.document_number;
    body.full_name = details.full_name;
    body.birth_date = details.birth_date;
  }
  for (const part of plan.images) {
    const upload = uploads[part];
    if (upload) body[UPLOAD_FIELDS[part]] = upload.id;
  }
  return body;
}

/**
 * The typed details checked with the shared schema (and Bangladesh's NID lengths for a person of
 * Bangladesh, as the server does): message keys by field, empty when all is well.
 */
export function checkDetails(
  documentType: TKycDocumentType,
  details: TKycDetailsDraft,
  country?: string,
): Partial<Record<TDetailField, string>> {
  const errors: Partial<Record<TDetailField, string>> = {};
  const result = ZKycSubmitSchema.safeParse({ document_type: documentType, ...details });
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = issue.path[0] as TDetailField;
      if ((DETAIL_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
    }
  if (
    !errors.document_number &&
    documentType === 'national_id' &&
    country === 'BD' &&
    !BD_NID_PATTERN.test(normalizeDocumentNumber(details.document_number))
  )
    errors.document_number = 'kyc.number_bd_nid';
  return errors;
}

/** A chosen file's type and size, checked before uploading: a message key, or undefined. */
export function checkImageFile(file: { type: string; size: number }): string | undefined {
  if (!KYC_IMAGE_TYPES.includes(file.type)) return 'validation.image_type';
  if (file.size > KYC_MAX_IMAGE_BYTES) return 'kyc.image_size';
  return undefined;
}

/** The fewest pixels an image of `part` needs on its shorter side. */
export function minSide(part: TKycImagePart): number {
  return part === 'selfie' ? KYC_MIN_SIDE.selfie : KYC_MIN_SIDE.document;
}

/** Whether an image of these dimensions is big enough for `part`. */
export function bigEnough(part: TKycImagePart, width: number, height: number): boolean {
  return Math.min(width, height) >= minSide(part);
}

/** The newest waiting upload of each part (uploads not yet sent survive a reload). */
export function waitingUploads(uploads: readonly TKycUpload[]): Partial<Record<TKycImagePart, TKycUpload>> {
  const latest: Partial<Record<TKycImagePart, TKycUpload>> = {};
  for (const upload of uploads) {
    const known = latest[upload.part];
    if (!known || known.created_at <= upload.created_at) latest[upload.part] = upload;
  }
  return latest;
}

/** The latest birth date that makes a person old enough today (`YYYY-MM-DD`, for the date field's max). */
export function latestBirthDate(today: Date, minAge: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
