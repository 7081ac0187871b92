import { ZRejectKycSchema } from '@haat/shared/trust/kyc-schemas';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KYC_FILTERS,
  draftProblems,
  filtersFrom,
  filtersKey,
  isFiltered,
  nextInQueue,
  partOfFieldError,
  queueUrl,
  REASONS_BY_PART,
  rejectBody,
  searchOf,
  visibleHistory,
} from './review-logic.ts';

const NID_PARTS = ['details', 'front', 'back', 'selfie'] as const;

describe('the queue filters in the address', () => {
  it('defaults to the waiting queue and drops values it does not know', () => {
    expect(filtersFrom(new URLSearchParams(''))).toEqual(DEFAULT_KYC_FILTERS);
    expect(
      filtersFrom(new URLSearchParams('status=lost&document_type=visa&from=2026-13&to=yesterday')),
    ).toEqual(DEFAULT_KYC_FILTERS);
  });

  it('reads every filter and writes back only what differs from the queue', () => {
    const filters = filtersFrom(
      new URLSearchParams(
        'status=rejected&document_type=passport&from=2026-01-01&to=2026-01-31&q=%20Rahim%20',
      ),
    );
    expect(filters).toEqual({
      status: 'rejected',
      document_type: 'passport',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'Rahim',
    });
    expect(searchOf(filters)).toBe(
      '?status=rejected&document_type=passport&from=2026-01-01&to=2026-01-31&q=Rahim',
    );
    expect(searchOf(DEFAULT_KYC_FILTERS)).toBe('');
    expect(isFiltered(DEFAULT_KYC_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_KYC_FILTERS, q: 'x' })).toBe(true);
  });

  it('asks the API without "all" and with the page, and keys the list status first', () => {
    expect(queueUrl({ ...DEFAULT_KYC_FILTERS, status: 'all', q: 'রহিম' }, 2, 20)).toBe(
      `/api/admin/kyc?q=${encodeURIComponent('রহিম')}&page=2&per_page=20`,
    );
    expect(queueUrl(DEFAULT_KYC_FILTERS, 1, 20)).toBe('/api/admin/kyc?status=pending&page=1&per_page=20');
    expect(filtersKey({ ...DEFAULT_KYC_FILTERS, document_type: 'passport' }).split('|')[0]).toBe('pending');
  });
});

describe('rejecting parts', () => {
  it('needs at least one part, a reason for each, and a note with "Other"', () => {
    expect(draftProblems({}, NID_PARTS)).toEqual({ none: true, parts: {}, ok: false });
    const draft = {
      front: { chosen: true, reason: '' as const, note: '' },
      selfie: { chosen: true, reason: 'other' as const, note: '  ' },
      back: { chosen: false, reason: '' as const, note: '' },
    };
    expect(draftProblems(draft, NID_PARTS)).toEqual({
      none: false,
      parts: { front: 'reason', selfie: 'note' },
      ok: false,
    });
    expect(
      draftProblems({ selfie: { chosen: true, reason: 'other', note: 'Face hidden by a cap' } }, NID_PARTS)
        .ok,
    ).toBe(true);
  });

  it('builds the body in the document order with trimmed notes, which the shared schema accepts', () => {
    const body = rejectBody(
      {
        selfie: { chosen: true, reason: 'selfie_mismatch', note: '' },
        details: { chosen: true, reason: 'other', note: ' Birth year differs ' },
        front: { chosen: false, reason: 'blurry', note: 'ignored' },
      },
      NID_PARTS,
      '  Please send a clearer selfie. ',
    );
    expect(body).toEqual({
      rejections: [
        { part: 'details', reason: 'other', note: 'Birth year differs' },
        { part: 'selfie', reason: 'selfie_mismatch' },
      ],
      note: 'Please send a clearer selfie.',
    });
    expect(ZRejectKycSchema.safeParse(body).success).toBe(true);
    expect(rejectBody({ selfie: { chosen: true, reason: 'blurry', note: '' } }, NID_PARTS, ' ')).toEqual({
      rejections: [{ part: 'selfie', reason: 'blurry' }],
    });
  });

  it('offers "Other" last for every part and the selfie reason only for the selfie', () => {
    for (const part of NID_PARTS) expect(REASONS_BY_PART[part].at(-1)).toBe('other');
    expect(REASONS_BY_PART.selfie).toContain('selfie_mismatch');
    expect(REASONS_BY_PART.front).not.toContain('selfie_mismatch');
  });

  it('finds the part a server field error is about', () => {
    const body = rejectBody(
      {
        front: { chosen: true, reason: 'blurry', note: '' },
        selfie: { chosen: true, reason: 'other', note: 'x' },
      },
      NID_PARTS,
      '',
    );
    expect(partOfFieldError('rejections.1.note', body)).toEqual({ part: 'selfie', field: 'note' });
    expect(partOfFieldError('rejections.5.note', body)).toBeUndefined();
    expect(partOfFieldError('note', body)).toBeUndefined();
  });
});

describe('moving on', () => {
  const item = (id: string, submitted_at: string, status: 'pending' | 'approved' = 'pending') => ({
    id,
    submitted_at,
    status,
  });

  it('takes the next waiting submission after the decided one, else the oldest other one', () => {
    const items = [
      item('a', '2026-01-01T10:00:00Z'),
      item('b', '2026-01-02T10:00:00Z', 'approved'),
      item('c', '2026-01-03T10:00:00Z'),
    ];
    expect(nextInQueue(items, { id: 'a', submitted_at: '2026-01-01T10:00:00Z' })).toBe('c');
    expect(nextInQueue(items, { id: 'c', submitted_at: '2026-01-03T10:00:00Z' })).toBe('a');
    expect(
      nextInQueue([item('a', '2026-01-01T10:00:00Z')], { id: 'a', submitted_at: '2026-01-01T10:00:00Z' }),
    ).toBe(undefined);
  });
});

describe('the history', () => {
  it('shows the newest first and image views only when asked', () => {
    const history = [
      { action: 'submitted' as const, at: '2026-01-01T10:00:00Z', actor: null },
      { action: 'document_viewed' as const, at: '2026-01-02T10:00:00Z', actor: { id: 'x', name: 'Staff' } },
      { action: 'rejected' as const, at: '2026-01-03T10:00:00Z', actor: { id: 'x', name: 'Staff' } },
    ];
    expect(visibleHistory(history, false).map((event) => event.action)).toEqual(['rejected', 'submitted']);
    expect(visibleHistory(history, true).map((event) => event.action)).toEqual([
      'rejected',
      'document_viewed',
      'submitted',
    ]);
  });
});
