import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { securityEvents } from '../../db/schema/audit.ts';
import { kycSubmissions } from '../../db/schema/kyc.ts';
import { cardImage, makeStaff, submitNid, upload, uploadId } from './kyc-test-helpers.ts';

/*
 * Identity verification (decision 062) from the person's side: images checked and kept privately
 * (encrypted, no metadata, no public address), the submission, and who may read the images.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 });
});
afterAll(() => t.close());

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('uploads', () => {
  it('keeps an image encrypted in private storage, without its EXIF, and never under /uploads', async () => {
    const { token } = await registerUser(t.app);
    const original = await cardImage();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(t.app, token, 'front', original);
    expect(response.statusCode, response.body).toBe(201);
    const { id, width, height } = response.json().data;
    expect(width).toBe(1000);
    expect(height).toBe(640);

    expect(await filesUnder(t.app.deps.config.uploadsDir)).toEqual([]);
    const stored = await filesUnder(t.app.deps.config.privateDir);
    expect(stored).toHaveLength(1);
    const bytes = await readFile(stored[0] ?? '');
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(bytes.includes(Buffer.from('Phone Owner'))).toBe(false);

    const read = await call(t.app, 'GET', `/api/kyc/files/${id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(read.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(read.rawPayload.includes(Buffer.from('Phone Owner'))).toBe(false);
  });

  it('refuses other types, small and blurred images with a clear message on the field', async () => {
    const { token } = await registerUser(t.app);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const notImage = await upload(t.app, token, 'front', gif);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.file[0]).toMatch(/JPG, PNG or WebP/);

    const small = await upload(t.app, token, 'front', await cardImage(400, 300));
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.file[0]).toContain('480');

    const blurred = await sharp(await cardImage())
      .blur(12)
      .jpeg()
      .toBuffer();
    const blurry = await upload(t.app, token, 'front', blurred);
    expect(blurry.statusCode).toBe(422);
    expect(blurry.json().errors.file[0]).toMatch(/blurred/);

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const unreadable = await upload(t.app, token, 'front', broken);
    expect(unreadable.statusCode).toBe(422);

    const status = await call(t.app, 'GET', '/api/kyc', { token });
    expect(status.json().data.uploads).toEqual([]);
  });

  it('answers 413 for a file over 8 MB and keeps nothing', async () => {
    const { token } = await registerUser(t.app);
    const huge = Buffer.concat([await cardImage(), Buffer.alloc(8 * 1024 * 1024 + 10, 1)]);
    const response = await upload(t.app, token, 'front', huge);
    expect(response.statusCode).toBe(413);
    const status = await call(t.app, 'GET', '/api/kyc', { token });
    expect(status.json().data.uploads).toEqual([]);
  });
});

describe('submission', () => {
  it('takes a Bengali NID (Bengali name and digits) and shows it pending', async () => {
    const { token } = await registerUser(t.app);
    const before = await call(t.app, 'GET', '/api/kyc', { token });
    expect(before.json().data.status).toBe('not_started');

    const response = await submitNid(t.app, token);
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data.status).toBe('pending');
    expect(data.submission.document_number).toBe('1234567890');
    expect(data.submission.full_name).toBe('রহিম উদ্দিন');
    expect(data.submission.parts.map((p: { part: string }) => p.part)).toEqual([
      'details',
      'front',
      'back',
      'selfie',
    ]);
    expect(data.submission.parts.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    expect(data.uploads).toEqual([]);
    expect(data.history.map((e: { action: string }) => e.action)).toEqual(['submitted']);

    const again = await submitNid(t.app, token);
    expect(again.statusCode).toBe(409);
  });

  it('checks every field and changes nothing on bad input', async () => {
    const { token, user } = await registerUser(t.app);
    const front = await uploadId(t.app, token, 'front');
    const response = await call(t.app, 'POST', '/api/kyc/submission', {
      token,
      body: {
        document_type: 'national_id',
        document_number: '12345',
        full_name: 'Robert"); DROP TABLE users;--',
        birth_date: '2015-02-30',
        front_upload_id: front,
      },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['birth_date', 'document_number', 'full_name']);

    const missing = await call(t.app, 'POST', '/api/kyc/submission', {
      token,
      body: {
        document_type: 'national_id',
        document_number: '1234567890',
        full_name: 'Rahim',
        birth_date: '1990-01-01',
        front_upload_id: front,
      },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['back_upload_id', 'selfie_upload_id']);

    const young = await call(t.app, 'POST', '/api/kyc/submission', {
      token,
      body: { birth_date: new Date().toISOString().slice(0, 10) },
    });
    expect(young.json().errors.birth_date[0]).toMatch(/18/);

    const rows = await t.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("refuses someone else's uploads and a Bangladeshi NID of the wrong length", async () => {
    const other = await registerUser(t.app);
    const theirs = await uploadId(t.app, other.token, 'front');
    const { token } = await registerUser(t.app);
    const response = await submitNid(t.app, token, { front_upload_id: theirs, document_number: '123456789' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.front_upload_id[0]).toMatch(/upload the image again/);
    expect(response.json().errors.document_number[0]).toMatch(/10, 13 or 17/);
  });

  it('takes a passport with its photo page and a selfie only', async () => {
    const { token } = await registerUser(t.app);
    const front = await uploadId(t.app, token, 'front');
    const selfie = await uploadId(t.app, token, 'selfie');
    const response = await call(t.app, 'POST', '/api/kyc/submission', {
      token,
      body: {
        document_type: 'passport',
        document_number: 'a0 1234567',
        full_name: "Nusrat O'Neil-Jahan",
        birth_date: '1985-12-31',
        front_upload_id: front,
        selfie_upload_id: selfie,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.submission.document_number).toBe('A01234567');
    expect(response.json().data.submission.parts.map((p: { part: string }) => p.part)).toEqual([
      'details',
      'front',
      'selfie',
    ]);
  });
});

describe('who can read the images', () => {
  it('serves them to the owner and staff only, and records every read', async () => {
    const owner = await registerUser(t.app);
    const staff = await makeStaff(t);
    const submitted = await submitNid(t.app, owner.token);
    const fileId = submitted.json().data.submission.parts[1].file.id as string;
    const stranger = await registerUser(t.app);
    // Staff were told who sent them, by the name on the document.
    const staffNotices = (await call(t.app, 'GET', '/api/notifications', { token: staff.token })).json().data;
    expect(staffNotices).toContainEqual(
      expect.objectContaining({
        type: 'staff_kyc_submitted',
        data: expect.objectContaining({ name: submitted.json().data.submission.full_name }),
      }),
    );

    expect((await call(t.app, 'GET', `/api/kyc/files/${fileId}`, { token: stranger.token })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/kyc/files/${fileId}`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/uploads/kyc/${fileId}.bin`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/kyc/files/not-a-uuid', { token: owner.token })).statusCode).toBe(
      422,
    );
    const staffRead = await call(t.app, 'GET', `/api/kyc/files/${fileId}`, { token: staff.token });
    expect(staffRead.statusCode).toBe(200);

    const views = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, owner.user.id));
    const viewed = views.filter((e) => e.action === 'kyc_document_viewed');
    expect(viewed.map((e) => e.actorId)).toEqual([staff.user.id]);
    expect(viewed[0]?.detail).toMatchObject({ file_id: fileId, part: 'front' });
  });
});
