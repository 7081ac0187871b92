import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { call, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { multipartBody } from '../cards/cards-test-helpers.ts';

/** A sharp-edged picture of an identity card (text and blocks), `width`×`height`, as JPEG with EXIF. */
export async function cardImage(width = 1000, height = 640, label = 'NATIONAL ID CARD'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e8f0e8"/>
    <rect x="30" y="30" width="${Math.round(width / 4)}" height="${Math.round(height / 2)}" fill="#8899aa"/>
    <text x="${Math.round(width / 3)}" y="90" font-size="40" font-family="sans-serif" fill="#123">${label}</text>
    <text x="${Math.round(width / 3)}" y="170" font-size="34" font-family="sans-serif" fill="#123">Name: RAHIM UDDIN</text>
    <text x="${Math.round(width / 3)}" y="240" font-size="34" font-family="sans-serif" fill="#123">NID: 1234567890</text>
    <text x="${Math.round(width / 3)}" y="310" font-size="34" font-family="sans-serif" fill="#123">Born: 1990-01-01</text>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Artist: 'Phone Owner', Copyright: 'GPS 23.81N 90.41E' } })
    .toBuffer();
}

export async function upload(
  app: FastifyInstance,
  token: string,
  part: 'front' | 'back' | 'selfie',
  data?: Buffer,
) {
  const body = multipartBody('file', `${part}.jpg`, 'image/jpeg', data ?? (await cardImage()));
  return app.inject({
    method: 'POST',
    url: `/api/kyc/uploads?part=${part}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export async function uploadId(app: FastifyInstance, token: string, part: 'front' | 'back' | 'selfie') {
  const response = await upload(app, token, part);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
}

/** A Bangladeshi NID as a Bengali speaker types it: name in Bengali, number in Bengali digits. */
export async function submitNid(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const [front, back, selfie] = [
    await uploadId(app, token, 'front'),
    await uploadId(app, token, 'back'),
    await uploadId(app, token, 'selfie'),
  ];
  return call(app, 'POST', '/api/kyc/submission', {
    token,
    body: {
      document_type: 'national_id',
      document_number: '১২৩৪ ৫৬৭ ৮৯০',
      full_name: 'রহিম উদ্দিন',
      birth_date: '1990-01-01',
      front_upload_id: front,
      back_upload_id: back,
      selfie_upload_id: selfie,
      ...overrides,
    },
  });
}

export async function makeStaff(t: TTestApp) {
  const staff = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff.user.id));
  return staff;
}
