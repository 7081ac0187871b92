import { z } from 'zod';

/*
 * Identity verification (KYC, decision 062): the person's document (national ID card, passport or
 * driving licence), its details as written on it, images of it and a selfie. Staff approve it, or
 * reject parts of it with typed reasons; after a rejection only the rejected parts are sent again.
 */

export const KYC_DOCUMENT_TYPES = ['national_id', 'passport', 'driving_licence'] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** Parts of a submission: the typed details and the images. */
export const KYC_PARTS = ['details', 'front', 'back', 'selfie'] as const;
export type TKycPart = (typeof KYC_PARTS)[number];

export const KYC_IMAGE_PARTS = ['front', 'back', 'selfie'] as const;
export type TKycImagePart = (typeof KYC_IMAGE_PARTS)[number];

export const KYC_REJECTION_REASONS = [
  'blurry',
  'expired',
  'name_mismatch',
  'document_not_accepted',
  'selfie_mismatch',
  'other',
] as const;
export type TKycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

export const KYC_STATUSES = ['not_started', 'pending', 'approved', 'rejected'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];

/** A passport is one photo page; cards have a back. */
export function kycImageParts(documentType: TKycDocumentType): TKycImagePart[] {
  return documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
}

/** Images: JPEG, PNG or WebP of at most 8 MB, at least this many pixels on the shorter side. */
export const KYC_MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const KYC_MIN_SIDE = { document: 480, selfie: 320 } as const;
/** The youngest age at which a person can verify their identity. */
export const KYC_MIN_AGE = 18;

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** `১২৩ ৪৫-৬` → `123456`: Bengali and Arabic-Indic digits read as 0–9, spaces and dashes dropped, upper case. */
export function normalizeDocumentNumber(value: string): string {
  return value
    .replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
    .replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit)))
    .replace(/[\s\-/]+/g, '')
    .toUpperCase();
}

/** What each document's number looks like (after `normalizeDocumentNumber`). */
export const KYC_NUMBER_PATTERNS: Record<TKycDocumentType, RegExp> = {
  // Bangladesh's NID is 10, 13 or 17 digits; other countries' cards are digits too.
  national_id: /^\d{8,20}$/,
  passport: /^[A-Z0-9]{6,12}$/,
  driving_licence: /^[A-Z0-9]{5,20}$/,
};

/** Bangladesh's national ID numbers: 10 (smart card), 13 or 17 digits (older cards). */
export const BD_NID_PATTERN = /^(?:\d{10}|\d{13}|\d{17})$/;

const zRequired = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

/** Whole years between a `YYYY-MM-DD` birth date and `today` (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ZKycBirthDateSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(isRealDate, { error: 'validation.date' })
  .refine((value) => ageOn(value, new Date()) >= KYC_MIN_AGE, { error: 'kyc.too_young' })
  .refine((value) => ageOn(value, new Date()) <= 120, { error: 'validation.date' });

export const ZKycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES, { error: 'kyc.document_type' });

/**
 * `POST /api/kyc/submission`. The first time: every detail and the upload of every image the
 * document needs. After a rejection: only the rejected parts (the server refuses changes to the
 * others). Uploads come from `POST /api/kyc/uploads`.
 */
export const ZKycSubmitSchema = z
  .object({
    document_type: ZKycDocumentTypeSchema.optional(),
    document_number: zRequired(40).transform(normalizeDocumentNumber).optional(),
    /** As written on the document, in any script (Bengali, Latin, Arabic…). */
    full_name: zRequired(120)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M}\s.'’-]*$/u, { error: 'kyc.full_name' })
      .optional(),
    birth_date: ZKycBirthDateSchema.optional(),
    front_upload_id: z.uuid({ error: 'validation.invalid' }).optional(),
    back_upload_id: z.uuid({ error: 'validation.invalid' }).optional(),
    selfie_upload_id: z.uuid({ error: 'validation.invalid' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.document_type && value.document_number) {
      if (!KYC_NUMBER_PATTERNS[value.document_type].test(value.document_number))
        ctx.addIssue({
          code: 'custom',
          path: ['document_number'],
          message: `kyc.number_${value.document_type}`,
        });
    }
  });
export type TKycSubmit = z.input<typeof ZKycSubmitSchema>;

/** `POST /api/kyc/uploads?part=front|back|selfie` (multipart, field `file`). */
export const ZKycUploadQuerySchema = z.object({
  part: z.enum(KYC_IMAGE_PARTS, { error: 'validation.invalid' }),
});

export const ZKycUploadSchema = z.object({
  id: z.uuid(),
  part: z.enum(KYC_IMAGE_PARTS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  created_at: z.string(),
});
export type TKycUpload = z.infer<typeof ZKycUploadSchema>;

/**
 * A short-lived signed address of one identity image (decision 067): usable as an `<img src>` with
 * no token or cookie, on any instance, until `expires_at` (5 minutes); every read is still recorded.
 */
export const ZKycFileLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type TKycFileLink = z.infer<typeof ZKycFileLinkSchema>;

export const ZKycRejectionSchema = z.object({
  part: z.enum(KYC_PARTS, { error: 'validation.invalid' }),
  reason: z.enum(KYC_REJECTION_REASONS, { error: 'validation.invalid' }),
  /** Required with `other`; shown to the person. */
  note: z.string().trim().max(500, { error: 'validation.too_long' }).optional(),
});
export type TKycRejection = z.infer<typeof ZKycRejectionSchema>;

/** One part of a submission as its owner and staff see it. */
export const ZKycPartSchema = z.object({
  part: z.enum(KYC_PARTS),
  /** `pending`: waiting for staff; `accepted`: kept from an earlier round; `rejected`: to send again. */
  status: z.enum(['pending', 'accepted', 'rejected']),
  reason: z.enum(KYC_REJECTION_REASONS).nullable(),
  note: z.string().nullable(),
  /** Sent again in the last round (staff look at these first). */
  changed: z.boolean(),
  /** The current image (not for `details`); read it at `GET /api/kyc/files/:id`. */
  file: z.object({ id: z.uuid(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type TKycPartView = z.infer<typeof ZKycPartSchema>;

export const ZKycSubmissionSchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'approved', 'rejected']),
  document_type: z.enum(KYC_DOCUMENT_TYPES),
  document_number: z.string(),
  full_name: z.string(),
  birth_date: z.string(),
  parts: z.array(ZKycPartSchema),
  /** Staff's words with the last decision. */
  note: z.string().nullable(),
  rounds: z.number().int(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TKycSubmission = z.infer<typeof ZKycSubmissionSchema>;

/** One event of a submission's history (submitted, resubmitted, approved, rejected). */
export const ZKycEventSchema = z.object({
  action: z.enum(['submitted', 'resubmitted', 'approved', 'rejected', 'document_viewed']),
  at: z.string(),
  /** Staff who decided or looked (staff only see names; the person sees `null`). */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  rejections: z.array(ZKycRejectionSchema).optional(),
  parts: z.array(z.enum(KYC_PARTS)).optional(),
  note: z.string().nullable().optional(),
});
export type TKycEvent = z.infer<typeof ZKycEventSchema>;

/** `GET /api/kyc`: where the person stands. */
export const ZKycStatusSchema = z.object({
  status: z.enum(KYC_STATUSES),
  verified_at: z.string().nullable(),
  submission: ZKycSubmissionSchema.nullable(),
  history: z.array(ZKycEventSchema),
  /** Uploads made but not yet sent, by part (so a reload keeps them). */
  uploads: z.array(ZKycUploadSchema),
});
export type TKycStatusView = z.infer<typeof ZKycStatusSchema>;

/* Staff (`/admin/kyc`) */

export const ZAdminKycQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'validation.invalid' }).optional(),
  document_type: z.enum(KYC_DOCUMENT_TYPES, { error: 'validation.invalid' }).optional(),
  /** Submitted on or after / on or before (`YYYY-MM-DD`, UTC days). */
  from: z.iso.date({ error: 'validation.date' }).optional(),
  to: z.iso.date({ error: 'validation.date' }).optional(),
  /** Name, email or phone of the person, or the document number. */
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(20),
});
export type TAdminKycQuery = z.input<typeof ZAdminKycQuerySchema>;

export const ZKycPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  created_at: z.string(),
  identity_verified_at: z.string().nullable(),
});

export const ZAdminKycItemSchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'approved', 'rejected']),
  document_type: z.enum(KYC_DOCUMENT_TYPES),
  full_name: z.string(),
  rounds: z.number().int(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  user: ZKycPersonSchema,
});
export type TAdminKycItem = z.infer<typeof ZAdminKycItemSchema>;

export const ZBusinessBadgeSchema = z.enum(['granted', 'revoked']).nullable();

export const ZAdminKycBusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(['business', 'personal']),
  verified: z.boolean(),
  /** Staff's own badge (`granted`/`revoked`), or null when it follows the owner's identity. */
  badge: ZBusinessBadgeSchema,
});
export type TAdminKycBusiness = z.infer<typeof ZAdminKycBusinessSchema>;

/** `GET /api/admin/kyc/:id`: the submission, the person, earlier images, history and businesses. */
export const ZAdminKycDetailSchema = z.object({
  submission: ZKycSubmissionSchema,
  user: ZKycPersonSchema,
  /** Images replaced by re-uploads, newest first (read them at `GET /api/kyc/files/:id`). */
  earlier_files: z.array(
    z.object({
      id: z.uuid(),
      part: z.enum(KYC_IMAGE_PARTS),
      created_at: z.string(),
      replaced_at: z.string(),
    }),
  ),
  history: z.array(ZKycEventSchema),
  businesses: z.array(ZAdminKycBusinessSchema),
});
export type TAdminKycDetail = z.infer<typeof ZAdminKycDetailSchema>;

export const ZApproveKycSchema = z.object({
  note: z.string().trim().max(500, { error: 'validation.too_long' }).optional(),
});

export const ZRejectKycSchema = z
  .object({
    rejections: z
      .array(ZKycRejectionSchema, { error: 'kyc.rejections_required' })
      .min(1, { error: 'kyc.rejections_required' })
      .max(4),
    note: z.string().trim().max(500, { error: 'validation.too_long' }).optional(),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.rejections.forEach((rejection, index) => {
      if (seen.has(rejection.part))
        ctx.addIssue({ code: 'custom', path: ['rejections', index, 'part'], message: 'validation.invalid' });
      seen.add(rejection.part);
      if (rejection.reason === 'other' && !rejection.note)
        ctx.addIssue({ code: 'custom', path: ['rejections', index, 'note'], message: 'kyc.note_required' });
    });
  });
export type TRejectKyc = z.input<typeof ZRejectKycSchema>;

/** `PUT /api/admin/businesses/:id/badge`: staff's verified badge of a business. */
export const ZSetBusinessBadgeSchema = z.object({
  /** `granted`, `revoked`, or `owner` (follow the owner's identity verification). */
  badge: z.enum(['granted', 'revoked', 'owner'], { error: 'validation.invalid' }),
});
export type TSetBusinessBadge = z.infer<typeof ZSetBusinessBadgeSchema>;

export const ZBusinessBadgeStateSchema = z.object({
  id: z.uuid(),
  verified: z.boolean(),
  badge: ZBusinessBadgeSchema,
});
export type TBusinessBadgeState = z.infer<typeof ZBusinessBadgeStateSchema>;
