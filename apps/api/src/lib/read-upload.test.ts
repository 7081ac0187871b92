import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  BUSINESS_IMAGE_MAX_BYTES,
  CARD_PHOTO_MAX_BYTES,
  CSV_MAX_BYTES,
  PRODUCT_IMAGE_MAX_BYTES,
} from '@haat/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { createCard, multipartBody } from '../modules/cards/cards-test-helpers.ts';
import { createBusiness, createProduct } from '../modules/directory/directory-test-helpers.ts';

let t: TTestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  uploadsDir = t.app.deps.config.uploadsDir;
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** Every file kept under the uploads folder (recursively). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** A real PNG image of noise, stored uncompressed: a few KB under `limit`. */
async function pngJustUnder(limit: number): Promise<Buffer> {
  const width = 1024;
  const height = Math.floor((limit - 16 * 1024) / (width * 3 + 1));
  const pixels = randomBytes(width * height * 3);
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeLessThanOrEqual(limit);
  expect(png.length).toBeGreaterThan(limit - 64 * 1024);
  return png;
}

/** A CSV of valid product rows, just under `limit` bytes. */
function csvJustUnder(limit: number): Buffer {
  const header = 'title,description,price\n';
  const row = (i: number) => `Tea ${i},${'d'.repeat(480)},10\n`;
  let csv = header;
  for (let i = 0; csv.length + row(i).length <= limit - 16; i += 1) csv += row(i);
  expect(csv.length).toBeGreaterThan(limit - 1024);
  return Buffer.from(csv);
}

interface TEndpoint {
  name: string;
  field: string;
  limit: number;
  limitText: string;
  type: string;
  /** Makes the owner, the thing uploaded to, and answers its URL and how to read what is stored. */
  setup(): Promise<{ token: string; url: string; state: () => Promise<unknown> }>;
  justUnder(): Promise<Buffer>;
}

const endpoints: TEndpoint[] = [
  {
    name: 'card photo',
    field: 'photo',
    limit: CARD_PHOTO_MAX_BYTES,
    limitText: 'The file is larger than 5 MB.',
    type: 'image/png',
    async setup() {
      const { token } = await registerUser(t.app);
      const card = await createCard(t.app, token);
      const state = async () =>
        (await call(t.app, 'GET', `/api/cards/${card.id}`, { token })).json().data.photo_url;
      return { token, url: `/api/cards/${card.id}/photo`, state };
    },
    justUnder: () => pngJustUnder(CARD_PHOTO_MAX_BYTES),
  },
  ...(['logo', 'cover'] as const).map(
    (kind): TEndpoint => ({
      name: `business ${kind}`,
      field: kind,
      limit: BUSINESS_IMAGE_MAX_BYTES,
      limitText: 'The file is larger than 5 MB.',
      type: 'image/png',
      async setup() {
        const { token } = await registerUser(t.app);
        const business = await createBusiness(t.app, token);
        const state = async () =>
          (await call(t.app, 'GET', `/api/my/businesses/${business.id}`, { token })).json().data[
            `${kind}_url`
          ];
        return { token, url: `/api/my/businesses/${business.id}/${kind}`, state };
      },
      justUnder: () => pngJustUnder(BUSINESS_IMAGE_MAX_BYTES),
    }),
  ),
  {
    name: 'product image',
    field: 'image',
    limit: PRODUCT_IMAGE_MAX_BYTES,
    limitText: 'The file is larger than 5 MB.',
    type: 'image/png',
    async setup() {
      const { token } = await registerUser(t.app);
      const business = await createBusiness(t.app, token);
      const product = await createProduct(t.app, token, business.id);
      const state = async () =>
        (await call(t.app, 'GET', `/api/my/products/${product.id}`, { token })).json().data.images;
      return { token, url: `/api/my/products/${product.id}/images`, state };
    },
    justUnder: () => pngJustUnder(PRODUCT_IMAGE_MAX_BYTES),
  },
  {
    name: 'product CSV import',
    field: 'file',
    limit: CSV_MAX_BYTES,
    limitText: 'The file is larger than 2 MB.',
    type: 'text/csv',
    async setup() {
      const { token } = await registerUser(t.app);
      const business = await createBusiness(t.app, token);
      const state = async () =>
        (await call(t.app, 'GET', `/api/my/businesses/${business.id}/products`, { token })).json().meta.total;
      return { token, url: `/api/my/businesses/${business.id}/products/import`, state };
    },
    justUnder: async () => csvJustUnder(CSV_MAX_BYTES),
  },
];

/** The body sent the way a socket delivers it: in 64 KB pieces, with no declared length. */
function inPieces(payload: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < payload.length; at += 64 * 1024) pieces.push(payload.subarray(at, at + 64 * 1024));
  return Readable.from(pieces);
}

function upload(
  endpoint: TEndpoint,
  target: { token: string; url: string },
  data: Buffer,
  options: { streamed?: boolean; trailer?: string; lang?: string } = {},
) {
  const body = multipartBody(endpoint.field, 'upload.bin', endpoint.type, data);
  let payload = body.payload;
  if (options.trailer) {
    // Another form field after the file: the rest of the body the server must not choke on.
    const boundary = body.contentType.split('boundary=')[1];
    payload = Buffer.concat([
      payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${options.trailer}\r\n--${boundary}--\r\n`,
      ),
    ]);
  }
  return t.app.inject({
    method: 'POST',
    url: target.url,
    headers: {
      authorization: `Bearer ${target.token}`,
      'content-type': body.contentType,
      ...(options.lang ? { 'x-locale': options.lang } : {}),
    },
    payload: options.streamed ? inPieces(payload) : payload,
  });
}

describe.each(endpoints)('upload limit: $name', (endpoint) => {
  it('refuses a 20 MB file every time (413, the limit in the message, nothing stored or changed)', async () => {
    const target = await endpoint.setup();
    const before = await target.state();
    const filesBefore = await storedFiles();
    const big = randomBytes(20 * MB);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await upload(endpoint, target, big, { streamed: attempt % 2 === 0 });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: endpoint.limitText,
        errors: { [endpoint.field]: [endpoint.limitText] },
      });
      expect(response.headers.connection).toBe('close');
    }
    expect(await target.state()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a valid file followed by junk past the limit (it used to be cut at the limit and kept)', async () => {
    const target = await endpoint.setup();
    const before = await target.state();
    const filesBefore = await storedFiles();
    const cut = Buffer.concat([await endpoint.justUnder(), randomBytes(15 * MB)]);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await upload(endpoint, target, cut, { streamed: attempt % 2 === 0 });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(endpoint.limitText);
    }
    expect(await target.state()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a file one byte over the limit, streamed with a field after it, in the visitor language', async () => {
    const target = await endpoint.setup();
    const before = await target.state();
    const over = randomBytes(endpoint.limit + 1);
    const response = await upload(endpoint, target, over, { streamed: true, trailer: 'after', lang: 'bn' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(`ফাইলটি ${endpoint.limit === 2 * MB ? '২' : '৫'} মেগাবাইটের চেয়ে বড়।`);
    expect(await target.state()).toEqual(before);
    // The app keeps answering after an upload it stopped reading.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('accepts a file just under the limit, sent whole and in pieces', async () => {
    const data = await endpoint.justUnder();
    for (const streamed of [false, true]) {
      const target = await endpoint.setup();
      const before = await target.state();
      const response = await upload(endpoint, target, data, { streamed });
      expect(response.statusCode, response.body).toBe(200);
      expect(await target.state()).not.toEqual(before);
    }
  });
});
