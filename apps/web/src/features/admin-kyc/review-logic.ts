import type {
  TAdminKycItem,
  TKycDocumentType,
  TKycEvent,
  TKycPart,
  TKycRejectionReason,
  TRejectKyc,
} from '@haat/shared/trust/kyc-schemas';

/*
 * The staff review's logic without React: the queue's filters in the address, the reject body
 * built from the dialog's choices (and what is missing), the next item of the queue.
 */

export const KYC_QUEUE_STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
export type TKycQueueStatus = (typeof KYC_QUEUE_STATUSES)[number];
const DOCUMENT_TYPES: readonly TKycDocumentType[] = ['national_id', 'passport', 'driving_licence'];

export interface TKycFilters {
  status: TKycQueueStatus;
  document_type: TKycDocumentType | 'all';
  /** Submitted on or after / on or before (`YYYY-MM-DD`), or ''. */
  from: string;
  to: string;
  /** Name, email or phone of the person, or the document number. */
  q: string;
}

export const DEFAULT_KYC_FILTERS: TKycFilters = {
  status: 'pending',
  document_type: 'all',
  from: '',
  to: '',
  q: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The filters an address asks for (unknown values fall back to the queue's defaults). */
export function filtersFrom(params: URLSearchParams): TKycFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: oneOf(params.get('status'), KYC_QUEUE_STATUSES, 'pending'),
    document_type: oneOf(params.get('document_type'), [...DOCUMENT_TYPES, 'all'] as const, 'all'),
    from: day('from'),
    to: day('to'),
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The address's search part for `filters` (defaults left out, so the plain queue is `/admin/kyc`). */
export function searchOf(filters: TKycFilters): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'document_type', 'from', 'to', 'q'] as const) {
    const value = filters[key].trim();
    if (value && value !== DEFAULT_KYC_FILTERS[key]) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether anything but the plain pending queue is asked for. */
export function isFiltered(filters: TKycFilters): boolean {
  return searchOf(filters) !== '';
}

/** `GET /api/admin/kyc` for a page of the filtered queue. */
export function queueUrl(filters: TKycFilters, page: number, perPage: number): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.document_type !== 'all') params.set('document_type', filters.document_type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `/api/admin/kyc?${params}`;
}

/** The list's cache key: status first (`applyDecision` reads it), then the other filters. */
export function filtersKey(filters: TKycFilters): string {
  return [filters.status, filters.document_type, filters.from, filters.to, filters.q.trim()].join('|');
}

/* Rejecting */

export interface TPartDraft {
  chosen: boolean;
  reason: TKycRejectionReason | '';
  note: string;
}
export type TRejectDraft = Partial<Record<TKycPart, TPartDraft>>;
export type TDraftProblem = 'reason' | 'note';

export const EMPTY_PART_DRAFT: TPartDraft = { chosen: false, reason: '', note: '' };

/** The reasons that fit each part, most likely first ("Other" always last). */
export const REASONS_BY_PART: Record<TKycPart, readonly TKycRejectionReason[]> = {
  details: ['name_mismatch', 'expired', 'document_not_accepted', 'other'],
  front: ['blurry', 'expired', 'name_mismatch', 'document_not_accepted', 'other'],
  back: ['blurry', 'expired', 'document_not_accepted', 'other'],
  selfie: ['selfie_mismatch', 'blurry', 'other'],
};

/** What each chosen part still lacks: a reason, or a note with "Other"; `none` when no part is chosen. */
export function draftProblems(draft: TRejectDraft, parts: readonly TKycPart[]) {
  const problems: Partial<Record<TKycPart, TDraftProblem>> = {};
  let chosen = 0;
  for (const part of parts) {
    const entry = draft[part];
    if (!entry?.chosen) continue;
    chosen += 1;
    if (!entry.reason) problems[part] = 'reason';
    else if (entry.reason === 'other' && !entry.note.trim()) problems[part] = 'note';
  }
  return { none: chosen === 0, parts: problems, ok: chosen > 0 && Object.keys(problems).length === 0 };
}

/**
 * `POST /api/admin/kyc/:id/reject`'s body: the chosen parts in the document's order, each with its
 * reason and its note when written, and the message to the person when written.
 */
export function rejectBody(draft: TRejectDraft, parts: readonly TKycPart[], message: string): TRejectKyc {
  const rejections = parts.flatMap((part) => {
    const entry = draft[part];
    if (!entry?.chosen || !entry.reason) return [];
    const note = entry.note.trim();
    return [{ part, reason: entry.reason, ...(note ? { note } : {}) }];
  });
  const note = message.trim();
  return { rejections, ...(note ? { note } : {}) };
}

/** A server field error `rejections.<index>.<field>` as the part it is about. */
export function partOfFieldError(
  key: string,
  body: TRejectKyc,
): { part: TKycPart; field: 'part' | 'reason' | 'note' } | undefined {
  const match = /^rejections\.(\d+)\.(part|reason|note)$/.exec(key);
  const rejection = match ? body.rejections[Number(match[1])] : undefined;
  return rejection && match
    ? { part: rejection.part, field: match[2] as 'part' | 'reason' | 'note' }
    : undefined;
}

/* Moving on */

/**
 * After a decision, the next submission waiting in the (filtered) queue, oldest first: the first one
 * sent after the decided one, else the oldest other one still waiting; undefined when none is left.
 */
export function nextInQueue(
  items: readonly Pick<TAdminKycItem, 'id' | 'status' | 'submitted_at'>[],
  decided: { id: string; submitted_at: string },
): string | undefined {
  const waiting = items.filter((item) => item.id !== decided.id && item.status === 'pending');
  const after = waiting.find((item) => item.submitted_at > decided.submitted_at);
  return (after ?? waiting[0])?.id;
}

/** The history newest first; image views only when asked for (every look at an image is one). */
export function visibleHistory(history: readonly TKycEvent[], withViews: boolean): TKycEvent[] {
  return history
    .filter((event) => withViews || event.action !== 'document_viewed')
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
