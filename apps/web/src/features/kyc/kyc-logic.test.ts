import type {
  TKycPartView,
  TKycStatusView,
  TKycSubmission,
  TKycUpload,
} from '@haat/shared/trust/kyc-schemas';
import { describe, expect, it } from 'vitest';
import {
  bigEnough,
  canSend,
  checkDetails,
  checkImageFile,
  latestBirthDate,
  partOfField,
  planFor,
  stepOfField,
  stepsFor,
  submissionBody,
  waitingUploads,
} from './kyc-logic.ts';

const ID = '0b8a6a3e-5c1d-4f3e-9a53-6f1d2f3c4b5a';

function part(
  name: TKycPartView['part'],
  status: TKycPartView['status'],
  reason: TKycPartView['reason'] = null,
) {
  return { part: name, status, reason, note: null, changed: false, file: null } satisfies TKycPartView;
}

function submission(over: Partial<TKycSubmission> = {}): TKycSubmission {
  return {
    id: ID,
    status: 'rejected',
    document_type: 'national_id',
    document_number: '1234567890',
    full_name: 'Rahim Uddin',
    birth_date: '1990-05-01',
    parts: [
      part('details', 'accepted'),
      part('front', 'accepted'),
      part('back', 'accepted'),
      part('selfie', 'accepted'),
    ],
    note: null,
    rounds: 1,
    submitted_at: '2026-01-01T00:00:00.000Z',
    decided_at: '2026-01-02T00:00:00.000Z',
    ...over,
  };
}

function view(status: TKycStatusView['status'], sub: TKycSubmission | null = null): TKycStatusView {
  return { status, verified_at: null, submission: sub, history: [], uploads: [] };
}

const details = { document_number: '১২৩৪৫৬৭৮৯০', full_name: 'রহিম উদ্দিন', birth_date: '1990-05-01' };

describe('planFor', () => {
  it('asks for everything the first time; a passport has no back', () => {
    expect(planFor(view('not_started'), 'national_id')).toEqual({
      chooseDocument: true,
      details: true,
      images: ['front', 'back', 'selfie'],
    });
    expect(planFor(view('not_started'), 'passport').images).toEqual(['front', 'selfie']);
  });

  it('asks for nothing while pending or after approval', () => {
    for (const status of ['pending', 'approved'] as const) {
      const plan = planFor(view(status, submission({ status })), 'national_id');
      expect(plan).toEqual({ chooseDocument: false, details: false, images: [] });
      expect(stepsFor(plan)).toEqual(['review']);
    }
    expect(canSend(view('pending'))).toBe(false);
    expect(canSend(view('approved'))).toBe(false);
    expect(canSend(view('rejected'))).toBe(true);
  });

  it('after a rejection of the selfie only, lets only the selfie be sent again', () => {
    const rejected = submission({
      parts: [
        part('details', 'accepted'),
        part('front', 'accepted'),
        part('back', 'accepted'),
        part('selfie', 'rejected', 'selfie_mismatch'),
      ],
    });
    const plan = planFor(view('rejected', rejected), 'national_id');
    expect(plan).toEqual({ chooseDocument: false, details: false, images: ['selfie'] });
    expect(stepsFor(plan)).toEqual(['images', 'review']);
    expect(submissionBody(plan, 'national_id', details, { selfie: { id: ID }, front: { id: 'x' } })).toEqual({
      selfie_upload_id: ID,
    });
  });

  it('after a rejection of the details, lets the document change, and a new document needs its own images', () => {
    const rejected = submission({
      parts: [
        part('details', 'rejected', 'document_not_accepted'),
        part('front', 'accepted'),
        part('back', 'accepted'),
        part('selfie', 'accepted'),
      ],
    });
    const same = planFor(view('rejected', rejected), 'national_id');
    expect(same).toEqual({ chooseDocument: true, details: true, images: [] });
    expect(stepsFor(same)).toEqual(['document', 'details', 'review']);
    expect(planFor(view('rejected', rejected), 'passport').images).toEqual(['front']);
    expect(planFor(view('rejected', rejected), 'driving_licence').images).toEqual(['front', 'back']);
    expect(submissionBody(same, 'national_id', details, {})).toEqual({
      document_type: 'national_id',
      ...details,
    });
  });
});

describe('server field errors', () => {
  it('belong to the step and the image they name', () => {
    expect(stepOfField('document_type')).toBe('document');
    expect(stepOfField('full_name')).toBe('details');
    expect(stepOfField('back_upload_id')).toBe('images');
    expect(stepOfField('rejections')).toBeUndefined();
    expect(partOfField('selfie_upload_id')).toBe('selfie');
    expect(partOfField('full_name')).toBeUndefined();
  });
});

describe('checkDetails', () => {
  it('takes a Bengali NID: Bengali digits and a Bengali name', () => {
    expect(checkDetails('national_id', details, 'BD')).toEqual({});
  });

  it('gives the shared schema’s message keys at their fields', () => {
    expect(checkDetails('national_id', { document_number: '', full_name: '1234', birth_date: '' })).toEqual({
      document_number: 'validation.required',
      full_name: 'kyc.full_name',
      birth_date: 'validation.required',
    });
    expect(checkDetails('passport', { ...details, document_number: 'AB' }).document_number).toBe(
      'kyc.number_passport',
    );
    const young = latestBirthDate(new Date(), 17);
    expect(
      checkDetails('passport', { ...details, document_number: 'AB1234567', birth_date: young }).birth_date,
    ).toBe('kyc.too_young');
  });

  it('holds a person of Bangladesh to the NID lengths 10, 13 or 17', () => {
    const eleven = { ...details, document_number: '12345678901' };
    expect(checkDetails('national_id', eleven, 'BD').document_number).toBe('kyc.number_bd_nid');
    expect(checkDetails('national_id', eleven, 'IN')).toEqual({});
  });
});

describe('images', () => {
  it('are checked for type and size before uploading', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(checkImageFile({ type: 'image/heic', size: 1000 })).toBe('validation.image_type');
    expect(checkImageFile({ type: 'application/pdf', size: 1000 })).toBe('validation.image_type');
    expect(checkImageFile({ type: 'image/png', size: 9 * 1024 * 1024 })).toBe('kyc.image_size');
  });

  it('need 480 px on the shorter side for a document, 320 for a selfie', () => {
    expect(bigEnough('front', 640, 480)).toBe(true);
    expect(bigEnough('back', 640, 479)).toBe(false);
    expect(bigEnough('selfie', 320, 400)).toBe(true);
  });

  it('waiting uploads keep the newest of each part', () => {
    const upload = (part: TKycUpload['part'], at: string, id = ID): TKycUpload => ({
      id,
      part,
      width: 800,
      height: 600,
      bytes: 1,
      created_at: at,
    });
    const older = upload('front', '2026-01-01T00:00:00Z', 'old');
    const newer = upload('front', '2026-01-02T00:00:00Z', 'new');
    expect(waitingUploads([newer, older, upload('selfie', '2026-01-01T00:00:00Z')])).toEqual({
      front: newer,
      selfie: upload('selfie', '2026-01-01T00:00:00Z'),
    });
  });
});

describe('latestBirthDate', () => {
  it('is the day someone turns the age today', () => {
    expect(latestBirthDate(new Date('2026-03-15T10:00:00Z'), 18)).toBe('2008-03-15');
  });
});
