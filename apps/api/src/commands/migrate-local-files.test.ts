import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type TS3StandIn } from '../../../../scripts/lib/s3-stand-in.mjs';
import { s3ConfigOf, type TS3Config } from '../config/app-config.ts';
import { loadEnv } from '../config/env.ts';
import { createS3Client, createStorages, type TStorages } from '../lib/storage/choose.ts';
import { migrateLocalFiles } from './migrate-local-files-core.ts';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

let standIn: TS3StandIn;
let s3: TS3Config;
let dataDir: string;
beforeAll(async () => {
  standIn = await startS3StandIn({ bucket: 'haat-migrate' });
  s3 = s3ConfigOf(loadEnv(standIn.env)) as TS3Config;
  dataDir = mkdtempSync(join(tmpdir(), 'haat-migrate-'));
});
afterAll(async () => {
  await standIn?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function writeFiles(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

async function objectText(key: string): Promise<string | undefined> {
  const client = createS3Client(s3);
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await (object.Body?.transformToByteArray() ?? [])).toString();
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

const sourcesOf = (root: string, storages: TStorages) => {
  const bucket = storages.s3;
  if (!bucket) throw new Error('no bucket');
  return [
    { label: 'public', dir: join(root, 'uploads'), target: bucket.storage },
    { label: 'private', dir: join(root, 'private'), target: bucket.privateStorage },
  ];
};

describe('moving local files to the bucket', () => {
  it('copies, skips what is there, verifies, deletes only with deleteLocal, and is safe to run twice', async () => {
    const root = join(dataDir, 'one');
    writeFiles(join(root, 'uploads'), {
      'cards/ab/photo.jpg': 'photo bytes',
      'products/cd/image.webp': 'webp bytes',
      'businesses/ef/logo.png': 'same size!!',
      'notes.txt': 'not a key the app makes',
    });
    writeFiles(join(root, 'private'), { 'kyc/ab/doc.bin': 'sealed document' });
    // Already in the bucket with the same content; another object of the same key but other bytes.
    const client = createS3Client(s3);
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'businesses/ef/logo.png', Body: 'same size!!' }),
    );
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'cards/ab/photo.jpg', Body: 'stale' }));
    client.destroy();

    const storages = createStorages({ uploadsDir: '', privateDir: '', s3 });
    try {
      const first = await migrateLocalFiles({ sources: sourcesOf(root, storages) });
      expect(first.public).toEqual({
        found: 4,
        copied: 2,
        present: 1,
        verified: 3,
        deleted: 0,
        skipped: 1,
        failed: 0,
      });
      expect(first.private).toEqual({
        found: 1,
        copied: 1,
        present: 0,
        verified: 1,
        deleted: 0,
        skipped: 0,
        failed: 0,
      });
      expect(await objectText('cards/ab/photo.jpg')).toBe('photo bytes');
      expect(await objectText('products/cd/image.webp')).toBe('webp bytes');
      expect(await objectText('private/kyc/ab/doc.bin')).toBe('sealed document');
      expect(await objectText('kyc/ab/doc.bin')).toBeUndefined();
      expect(existsSync(join(root, 'uploads/cards/ab/photo.jpg'))).toBe(true);

      const second = await migrateLocalFiles({ sources: sourcesOf(root, storages) });
      expect(second.public).toMatchObject({ copied: 0, present: 3, verified: 3, failed: 0 });
      expect(second.private).toMatchObject({ copied: 0, present: 1, verified: 1, failed: 0 });

      const cleanup = await migrateLocalFiles({ sources: sourcesOf(root, storages), deleteLocal: true });
      expect(cleanup.public).toMatchObject({ copied: 0, present: 3, deleted: 3, failed: 0 });
      expect(cleanup.private).toMatchObject({ deleted: 1 });
      // Only the file the app did not make is left; the emptied folders are gone.
      expect(readdirSync(join(root, 'uploads'))).toEqual(['notes.txt']);
      expect(readdirSync(join(root, 'private'))).toEqual([]);
      expect(await objectText('cards/ab/photo.jpg')).toBe('photo bytes');
    } finally {
      storages.close();
    }
  });

  it('keeps the local files when the bucket cannot take them', async () => {
    const root = join(dataDir, 'two');
    writeFiles(join(root, 'uploads'), { 'cards/zz/photo.jpg': 'bytes' });
    const storages = createStorages({
      uploadsDir: '',
      privateDir: '',
      s3: { ...s3, bucket: 'no-such-bucket' },
    });
    try {
      const lines: string[] = [];
      const result = await migrateLocalFiles({
        sources: sourcesOf(root, storages),
        deleteLocal: true,
        log: (line) => lines.push(line),
      });
      expect(result.public).toMatchObject({ found: 1, failed: 1, deleted: 0 });
      expect(existsSync(join(root, 'uploads/cards/zz/photo.jpg'))).toBe(true);
      expect(lines.join('\n')).toMatch(/cards\/zz\/photo.jpg failed/);
    } finally {
      storages.close();
    }
  });

  it('runs as a command that prints its counts (npm run storage:migrate)', async () => {
    const root = join(dataDir, 'three');
    writeFiles(join(root, 'uploads'), { 'posts/ab/clip.mp4': 'video bytes' });
    const run = (env: Record<string, string>, args: string[] = []) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'src/commands/migrate-local-files.ts', ...args],
          {
            cwd: API_ROOT,
            env: { PATH: process.env.PATH ?? '', DATA_DIR: root, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('close', (code) => resolve({ code, output }));
      });
    const missing = await run({});
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/S3_BUCKET is not set/);

    const done = await run({ ...standIn.env, S3_BUCKET: s3.bucket }, ['--delete-local']);
    expect(done.code, done.output).toBe(0);
    expect(done.output).toMatch(/public: 1 found, 1 copied, 0 already there, 1 verified, 1 deleted locally/);
    expect(done.output).toMatch(/private: 0 found/);
    expect(await objectText('posts/ab/clip.mp4')).toBe('video bytes');
    expect(existsSync(join(root, 'uploads/posts/ab/clip.mp4'))).toBe(false);
  });
});
