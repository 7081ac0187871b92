import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type TS3StandIn } from '../../../../../scripts/lib/s3-stand-in.mjs';
import { s3ConfigOf, type TS3Config } from '../../config/app-config.ts';
import { loadEnv } from '../../config/env.ts';
import { AppError } from '../app-error.ts';
import { createS3Client, createStorages, PRIVATE_PREFIX } from './choose.ts';
import { createS3Storage } from './s3.ts';
import { PUBLIC_CACHE_CONTROL } from './types.ts';

let standIn: TS3StandIn;
let config: TS3Config;
beforeAll(async () => {
  standIn = await startS3StandIn({ bucket: 'haat-test' });
  const parsed = s3ConfigOf(loadEnv(standIn.env));
  if (!parsed) throw new Error('no S3 configuration');
  config = parsed;
});
afterAll(() => standIn?.stop());

describe('S3 storage backend (against s3rver)', () => {
  it('puts, gets, streams and deletes public files with their type and a long immutable cache', async () => {
    const { storage, close } = createStorages({ uploadsDir: '/nowhere', privateDir: '/nowhere', s3: config });
    const client = createS3Client(config);
    try {
      const key = 'cards/ab/photo-1.jpg';
      await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
      expect((await storage.get(key))?.toString()).toBe('jpeg bytes');
      const streamed = await storage.stream?.(key);
      expect(streamed?.size).toBe(10);
      const chunks: Buffer[] = [];
      for await (const chunk of streamed?.body ?? []) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).toString()).toBe('jpeg bytes');

      const head = await client.send(new HeadObjectCommand({ Bucket: 'haat-test', Key: key }));
      expect(head.ContentType).toBe('image/jpeg');
      expect(head.CacheControl).toBe(PUBLIC_CACHE_CONTROL);
      // Relative address: the app streams it at /uploads/<key> on any host name.
      expect(storage.url(key)).toBe(`/uploads/${key}`);

      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
      await storage.delete(key); // deleting what is gone is fine
      await expect(storage.ready?.()).resolves.toBeUndefined();
    } finally {
      client.destroy();
      close();
    }
  });

  it('answers undefined for missing objects, never an error', async () => {
    const { storage, privateStorage, close } = createStorages({ uploadsDir: '', privateDir: '', s3: config });
    try {
      expect(await storage.get('cards/zz/none.jpg')).toBeUndefined();
      expect(await storage.stream?.('cards/zz/none.jpg')).toBeUndefined();
      expect(await privateStorage.get('kyc/zz/none.bin')).toBeUndefined();
    } finally {
      close();
    }
  });

  it('refuses keys the app does not make, and public keys under the private prefix', async () => {
    const { storage, close } = createStorages({ uploadsDir: '', privateDir: '', s3: config });
    try {
      for (const key of ['../x.jpg', '/abs.jpg', 'cards/AB.jpg', 'a/../b.jpg', 'x.exe', 'private/kyc/a.jpg'])
        await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(
          /invalid storage key/,
        );
      await expect(storage.get('../../etc/passwd.jpg')).rejects.toThrow(/invalid storage key/);
    } finally {
      close();
    }
  });

  it('keeps private files under private/ and public ones at the public address when one is set', async () => {
    const { storage, privateStorage, close } = createStorages({
      uploadsDir: '',
      privateDir: '',
      s3: { ...config, publicUrl: 'https://cdn.example.com/media' },
    });
    const client = createS3Client(config);
    try {
      await privateStorage.put('kyc/ab/doc.bin', Buffer.from('sealed'), 'application/octet-stream');
      const object = await client.send(
        new GetObjectCommand({ Bucket: 'haat-test', Key: `${PRIVATE_PREFIX}kyc/ab/doc.bin` }),
      );
      expect(Buffer.from(await (object.Body?.transformToByteArray() ?? [])).toString()).toBe('sealed');
      expect(object.CacheControl).toBe('no-store');
      expect(await storage.get('kyc/ab/doc.bin' as string)).toBeUndefined();
      expect(storage.url('products/ab/p.webp')).toBe('https://cdn.example.com/media/products/ab/p.webp');
      await privateStorage.delete('kyc/ab/doc.bin');
      expect(await privateStorage.get('kyc/ab/doc.bin')).toBeUndefined();
    } finally {
      client.destroy();
      close();
    }
  });

  it('logs a store that fails and answers 503 in the one error shape (a missing bucket is not a missing file)', async () => {
    const logged: object[] = [];
    const client = createS3Client(config);
    const storage = createS3Storage({
      client,
      bucket: 'no-such-bucket',
      cacheControl: PUBLIC_CACHE_CONTROL,
      log: { error: (detail) => logged.push(detail) },
    });
    try {
      const failure = await storage.get('cards/ab/x.jpg').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'api.storage_unavailable' });
      await expect(storage.put('cards/ab/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({
        status: 503,
      });
      await expect(storage.ready()).rejects.toMatchObject({ status: 503 });
      expect(logged[0]).toMatchObject({ bucket: 'no-such-bucket', key: 'cards/ab/x.jpg', action: 'get' });
    } finally {
      client.destroy();
    }
  });
});

describe('S3 settings', () => {
  it('reads S3_* with defaults, and refuses half a configuration with a clear message', () => {
    expect(s3ConfigOf(loadEnv({}))).toBeUndefined();
    expect(s3ConfigOf(loadEnv({ S3_BUCKET: 'haat' }))).toEqual({
      bucket: 'haat',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(
      s3ConfigOf(
        loadEnv({
          S3_BUCKET: 'haat',
          S3_ENDPOINT: 'http://127.0.0.1:9000/',
          S3_PUBLIC_URL: 'https://cdn.x.com/',
        }),
      ),
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.x.com',
    });
    expect(
      s3ConfigOf(
        loadEnv({ S3_BUCKET: 'haat', S3_ENDPOINT: 'http://s3.local', S3_FORCE_PATH_STYLE: 'false' }),
      ),
    ).toMatchObject({ forcePathStyle: false });
    expect(() => s3ConfigOf(loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toThrow(
      'S3_ENDPOINT set without S3_BUCKET',
    );
    expect(() => s3ConfigOf(loadEnv({ S3_BUCKET: 'haat', S3_ACCESS_KEY_ID: 'a' }))).toThrow(/go together/);
    expect(() => loadEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: a bucket name/);
    expect(() => loadEnv({ S3_BUCKET: 'haat', S3_PUBLIC_URL: 'ftp://x.com' })).toThrow(/S3_PUBLIC_URL/);
  });
});
