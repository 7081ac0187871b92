import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type TS3StandIn } from '../../../../../scripts/lib/s3-stand-in.mjs';
import {
  call,
  createTestApp,
  registerUser,
  startInstance,
  TEST_APP_KEY,
  type TTestApp,
} from '../../../test/test-app.ts';
import { s3ConfigOf, type TS3Config } from '../../config/app-config.ts';
import { loadEnv } from '../../config/env.ts';
import { securityEvents } from '../../db/schema/audit.ts';
import { kycFiles } from '../../db/schema/kyc.ts';
import { users } from '../../db/schema/users.ts';
import { createS3Client, PRIVATE_PREFIX } from '../../lib/storage/choose.ts';
import { requestKind } from '../system-status/maintenance-plugin.ts';
import { KYC_LINK_SECONDS, signKycFileLink } from './kyc-file-links.ts';
import { makeStaff, uploadId } from './kyc-test-helpers.ts';

let standIn: TS3StandIn;
let s3: TS3Config;
let t: TTestApp;
beforeAll(async () => {
  standIn = await startS3StandIn({ bucket: 'haat-kyc' });
  s3 = s3ConfigOf(loadEnv(standIn.env)) as TS3Config;
  t = await createTestApp({ rateLimitFactor: 100, s3 });
});
afterAll(async () => {
  await t?.close();
  await standIn?.stop();
});

const linkOf = async (token: string | undefined, fileId: string) =>
  call(t.app, 'GET', `/api/kyc/files/${fileId}/link`, token ? { token } : {});
/** Loads an address as an <img> does: no token, no cookie. */
const load = (url: string) => t.app.inject({ method: 'GET', url });
const withParam = (url: string, name: string, value: string) => {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
};

describe('identity images through short-lived signed addresses (S3 storage)', () => {
  it('keeps the image encrypted under private/ in the bucket, never at /uploads', async () => {
    const owner = await registerUser(t.app);
    const fileId = await uploadId(t.app, owner.token, 'front');
    const [row] = await t.database.db.select().from(kycFiles).where(eq(kycFiles.id, fileId));
    const client = createS3Client(s3);
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: `${PRIVATE_PREFIX}${row?.storageKey}` }),
      );
      const stored = Buffer.from(await (object.Body?.transformToByteArray() ?? []));
      expect(stored.length).toBeGreaterThan(1000);
      expect(stored.subarray(0, 2)).not.toEqual(Buffer.from([0xff, 0xd8])); // not a readable JPEG
    } finally {
      client.destroy();
    }
    expect((await load(`/uploads/${row?.storageKey}`)).statusCode).toBe(404);
    expect((await load(`/uploads/private/${row?.storageKey}`)).statusCode).toBe(404);
  });

  it('works for the owner and staff without a token, on any instance, and records every read', async () => {
    const owner = await registerUser(t.app);
    const staff = await makeStaff(t);
    const fileId = await uploadId(t.app, owner.token, 'front');

    const before = Date.now();
    const ownerLink = await linkOf(owner.token, fileId);
    expect(ownerLink.statusCode, ownerLink.body).toBe(200);
    expect(ownerLink.headers['cache-control']).toBe('private, no-store');
    const { url, expires_at } = ownerLink.json().data as { url: string; expires_at: string };
    expect(url).toMatch(
      new RegExp(`^/api/kyc/files/${fileId}/view\\?reader=${owner.user.id}&expires=\\d+&signature=`),
    );
    const lifetime = Date.parse(expires_at) - before;
    expect(lifetime).toBeGreaterThan((KYC_LINK_SECONDS - 5) * 1000);
    expect(lifetime).toBeLessThanOrEqual((KYC_LINK_SECONDS + 1) * 1000);

    const image = await load(url);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Another instance with the same APP_KEY (and the same bucket) accepts the same address.
    const other = await startInstance(t);
    try {
      const elsewhere = await other.app.inject({ method: 'GET', url });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.rawPayload.equals(image.rawPayload)).toBe(true);
    } finally {
      await other.close();
    }

    const staffLink = (await linkOf(staff.token, fileId)).json().data.url as string;
    expect((await load(staffLink)).statusCode).toBe(200);

    const views = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, owner.user.id));
    const viewed = views.filter((event) => event.action === 'kyc_document_viewed');
    expect(viewed.map((event) => event.actorId).sort()).toEqual(
      [owner.user.id, owner.user.id, staff.user.id].sort(),
    );
    expect(viewed.find((event) => event.actorId === staff.user.id)?.detail).toMatchObject({
      file_id: fileId,
    });
  });

  it('is refused to others, and after expiry, tampering or a lost right', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const staff = await makeStaff(t);
    const fileId = await uploadId(t.app, owner.token, 'back');
    const otherFileId = await uploadId(t.app, owner.token, 'front');

    expect((await linkOf(stranger.token, fileId)).statusCode).toBe(404);
    expect((await linkOf(undefined, fileId)).statusCode).toBe(401);
    expect((await linkOf(owner.token, 'not-a-uuid')).statusCode).toBe(422);

    const url = (await linkOf(owner.token, fileId)).json().data.url as string;
    // Someone else's reader id, another file, or a changed signature or expiry: not valid.
    const tampered = [
      withParam(url, 'reader', stranger.user.id),
      url.replace(fileId, otherFileId),
      withParam(
        url,
        'signature',
        `${new URL(url, 'http://x').searchParams.get('signature')?.slice(0, -2)}AA`,
      ),
      withParam(url, 'expires', String(Math.floor(Date.now() / 1000) + 86_400)),
    ];
    for (const address of tampered) {
      const refused = await load(address);
      expect(refused.statusCode, address).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(refused.json().message).toMatch(/not valid/);
    }
    // Signed with another APP_KEY: not valid either.
    const foreign = signKycFileLink(`${TEST_APP_KEY}-other`, fileId, owner.user.id);
    expect((await load(foreign.url)).statusCode).toBe(403);

    // Correctly signed but past its five minutes.
    const old = signKycFileLink(
      TEST_APP_KEY,
      fileId,
      owner.user.id,
      Date.now() - (KYC_LINK_SECONDS + 1) * 1000,
    );
    const expired = await load(old.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);

    // A correctly signed address for a reader who may not see the file (a stranger): 404.
    const strangers = signKycFileLink(TEST_APP_KEY, fileId, stranger.user.id);
    expect((await load(strangers.url)).statusCode).toBe(404);

    // Staff whose role was taken away after getting the address: 404.
    const staffUrl = (await linkOf(staff.token, fileId)).json().data.url as string;
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, staff.user.id));
    expect((await load(staffUrl)).statusCode).toBe(404);

    // During maintenance staff's review still loads them (the address is the authorisation).
    expect(requestKind('GET', `/api/kyc/files/${fileId}/view`)).toBe('open');
    expect(requestKind('GET', `/api/kyc/files/${fileId}/link`)).toBe('api');

    // Incomplete addresses are refused with the field named.
    const incomplete = await load(`/api/kyc/files/${fileId}/view?reader=${owner.user.id}`);
    expect(incomplete.statusCode).toBe(422);
  });
});
