import { readdirSync } from 'node:fs';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type TS3StandIn } from '../../../../../scripts/lib/s3-stand-in.mjs';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { s3ConfigOf, type TS3Config } from '../../config/app-config.ts';
import { loadEnv } from '../../config/env.ts';
import {
  createCard,
  multipartBody,
  photoWithExif,
  uploadPhoto,
} from '../../modules/cards/cards-test-helpers.ts';
import { createBusiness, createProduct } from '../../modules/directory/directory-test-helpers.ts';
import { createS3Client } from './choose.ts';
import { PUBLIC_CACHE_CONTROL } from './types.ts';

let standIn: TS3StandIn;
let s3: TS3Config;
beforeAll(async () => {
  standIn = await startS3StandIn({ bucket: 'haat-app' });
  s3 = s3ConfigOf(loadEnv(standIn.env)) as TS3Config;
});
afterAll(() => standIn?.stop());

const keyOf = (url: string) => url.replace(/^.*?\/(cards|products)\//, '$1/');

async function objectSize(key: string): Promise<number | undefined> {
  const client = createS3Client(s3);
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).ContentLength;
  } finally {
    client.destroy();
  }
}

describe('the app on S3 storage, files served at /uploads', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100, s3 });
  });
  afterAll(() => t?.close());

  it('keeps an uploaded card photo in the bucket and serves it at its relative /uploads address', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const uploaded = await uploadPhoto(t.app, token, card.id, await photoWithExif());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoUrl = uploaded.json().data.photo_url as string;
    expect(photoUrl).toMatch(/^\/uploads\/cards\/.+\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await objectSize(keyOf(photoUrl))).toBe(served.rawPayload.length);
    // Nothing was written to this instance's disk.
    expect(readdirSync(t.app.deps.config.uploadsDir)).toEqual([]);
  });

  it('serves a product image from the bucket, and 404 in the one error shape for a missing one', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const product = await createProduct(t.app, token, business.id);
    const body = multipartBody('image', 'p.jpg', 'image/jpeg', await photoWithExif(900, 700));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/my/products/${product.id}/images`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json().data.images[0] as { url: string; thumb_url: string };
    for (const url of [image.url, image.thumb_url]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      expect(await objectSize(keyOf(url))).toBe(served.rawPayload.length);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/products/zz/none.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/uploads/private/kyc/x.bin' })).statusCode).toBe(404);
  });
});

describe('the app on S3 storage with S3_PUBLIC_URL', () => {
  let t: TTestApp;
  let publicUrl: string;
  beforeAll(async () => {
    // s3rver answers anonymous reads, as a public bucket or a CDN in front of one would.
    publicUrl = `${standIn.endpoint}/${s3.bucket}`;
    t = await createTestApp({ rateLimitFactor: 100, s3: { ...s3, publicUrl } });
  });
  afterAll(() => t?.close());

  it('gives image addresses on the public URL, which serve the same bytes as /uploads', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const uploaded = await uploadPhoto(t.app, token, card.id, await photoWithExif());
    const photoUrl = uploaded.json().data.photo_url as string;
    expect(photoUrl.startsWith(`${publicUrl}/cards/`)).toBe(true);
    const fromBucket = await fetch(photoUrl);
    expect(fromBucket.status).toBe(200);
    const bytes = Buffer.from(await fromBucket.arrayBuffer());
    const fromApp = await t.app.inject({ method: 'GET', url: `/uploads/${keyOf(photoUrl)}` });
    expect(fromApp.rawPayload.equals(bytes)).toBe(true);
  });

  it("lets the pages' Content-Security-Policy load images and media from that origin", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    const origin = new URL(standIn.endpoint).origin;
    expect(csp).toMatch(new RegExp(`img-src [^;]*${origin}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${origin}`));
  });
});

describe('the app when the store fails', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100, s3: { ...s3, bucket: 'missing-bucket' } });
  });
  afterAll(() => t?.close());

  it('answers 503 in the one error shape (never a crash, never a 500)', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/uploads/cards/ab/x.jpg' });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const uploaded = await uploadPhoto(t.app, token, card.id, await photoWithExif());
    expect(uploaded.statusCode).toBe(503);
    expect(uploaded.json().message).toMatch(/storage/i);
  });
});
