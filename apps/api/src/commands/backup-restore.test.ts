import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { createDatabase } from '../db/client.ts';
import { createCard, photoWithExif, uploadPhoto } from '../modules/cards/cards-test-helpers.ts';
import { upload } from '../modules/kyc/kyc-test-helpers.ts';
import { checkLedger } from '../modules/ledger/check-ledger.ts';
import { addToCart, checkout, createSeller } from '../modules/orders/orders-test-helpers.ts';
import { newTrxId, topUp } from '../modules/payments/payments-test-helpers.ts';
import { fund, makeAdmin, moneyCall } from '../modules/wallet/wallet-test-helpers.ts';
import { listFiles } from './lib/backup-files.ts';
import { CommandError, MANIFEST_FILE, type TManifest } from './lib/backup-format.ts';
import { makeBackup } from './lib/make-backup.ts';
import { restoreBackup } from './lib/restore-backup.ts';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMAS = ['public', 'drizzle', 'pgboss'];

/**
 * Each table's row count and an md5 of its rows, computed here independently of the backup code
 * (row text, sorted byte-wise): equal on two databases when they hold the same rows.
 */
async function tableDigests(client: pg.ClientBase): Promise<Record<string, string>> {
  const tables = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1, 2`,
    [SCHEMAS],
  );
  const digests: Record<string, string> = {};
  for (const { schema, name } of tables.rows) {
    const result = await client.query<{ n: string; digest: string }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text COLLATE "C"), '')) AS digest
       FROM "${schema}"."${name}" r`,
    );
    digests[`${schema}.${name}`] = `${result.rows[0]?.n}:${result.rows[0]?.digest}`;
  }
  return digests;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET TIME ZONE 'UTC'`);
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server (dropped by the test, or by the global teardown). */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('pgServerUrl');
  const name = `haat_t_${process.ppid}_r${randomBytes(5).toString('hex')}`;
  await withClient(`${server}/postgres`, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  return {
    url: `${server}/${name}`,
    drop: () =>
      withClient(`${server}/postgres`, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

function runTsx(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(join(API_DIR, '../../node_modules/.bin/tsx'), [script, ...args], {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const temp = mkdtempSync(join(tmpdir(), 'haat-backup-test-'));
let t: TTestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let photoKey: string;
let backupDir: string;
let manifest: TManifest;
let sourceDigests: Record<string, string>;
let acknowledgedDuring = 0;
let restored: { url: string; drop(): Promise<void> };
const restoredUploads = join(temp, 'restored-data/uploads');
const restoredPrivate = join(temp, 'restored-data/private');

beforeAll(async () => {
  t = await createTestApp(
    { rateLimitFactor: 100, payments: { demo: false, bkashNumber: '01700000001' } },
    { jobs: true },
  );
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  const staff = await registerUser(t.app);
  await makeAdmin(t.database.db, staff.user.id);
  // A wallet top-up through the app, approved by staff (which writes the audit log).
  const topUpAnswer = await topUp(t.app, user.token, {
    method: 'manual_bkash',
    amount: 50_000,
    transaction_id: newTrxId(),
  });
  expect(topUpAnswer.statusCode, topUpAnswer.body).toBe(201);
  const approved = await call(
    t.app,
    'POST',
    `/api/admin/payments/${topUpAnswer.json().data.payment.id}/approve`,
    {
      token: staff.token,
    },
  );
  expect(approved.statusCode, approved.body).toBe(200);
  await fund(t.database.db, user.user.id, 1_000_000);
  const first = await moneyCall(t.app, '/api/wallet/transfers', user.token, {
    recipient: other.payload.email,
    amount: 500,
  });
  expect(first.statusCode, first.body).toBe(201);

  const seller = await createSeller(t, { stock: 5 });
  expect((await addToCart(t.app, user.token, seller.product.id, 2)).statusCode).toBe(200);
  const order = await checkout(t.app, user.token, { payment_method: 'cod' });
  expect(order.statusCode, order.body).toBe(201);

  const card = await createCard(t.app, user.token);
  const photo = await uploadPhoto(t.app, user.token, card.id, await photoWithExif());
  expect(photo.statusCode, photo.body).toBe(200);
  const kyc = await upload(t.app, user.token, 'front');
  expect(kyc.statusCode, kyc.body).toBe(201);
  // A job waiting in the queue (its partition and row must come back too).
  await t.app.jobs.send(
    'backup-test.later',
    { hello: 'world' },
    { startAfter: new Date(Date.now() + 86_400_000) },
  );

  const uploads = await listFiles(t.app.deps.config.uploadsDir);
  photoKey = uploads[0] ?? '';
  expect(photoKey).toMatch(/\.jpg$/);
  expect((await listFiles(t.app.deps.config.privateDir)).length).toBeGreaterThan(0);
  const audit = await t.database.pool.query('SELECT count(*)::int AS n FROM audit_log');
  expect(audit.rows[0].n).toBeGreaterThan(0);

  // Back up while transfers keep coming; the test reads the source under the backup's own snapshot.
  backupDir = join(temp, 'backup');
  let writing = true;
  const writer = (async () => {
    while (writing) {
      const response = await moneyCall(t.app, '/api/wallet/transfers', user.token, {
        recipient: other.payload.email,
        amount: 100,
      });
      if (response.statusCode === 201) acknowledgedDuring += 1;
    }
  })();
  // Let a few writes land first, so the snapshot is taken mid-stream.
  for (let i = 0; i < 100 && acknowledgedDuring < 3; i++) await new Promise((r) => setTimeout(r, 50));
  const snapshotClient = new pg.Client({ connectionString: t.url });
  await snapshotClient.connect();
  try {
    await snapshotClient.query(`SET TIME ZONE 'UTC'`);
    await snapshotClient.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const snapshot = (await snapshotClient.query('SELECT pg_export_snapshot() AS id')).rows[0].id as string;
    const during = acknowledgedDuring;
    manifest = await makeBackup({
      url: t.url,
      out: backupDir,
      uploadsDir: t.app.deps.config.uploadsDir,
      privateDir: t.app.deps.config.privateDir,
      snapshot,
    });
    sourceDigests = await tableDigests(snapshotClient);
    await snapshotClient.query('COMMIT');
    // Writes went on while the backup ran.
    for (let i = 0; i < 100 && acknowledgedDuring <= during; i++) await new Promise((r) => setTimeout(r, 50));
    expect(acknowledgedDuring).toBeGreaterThan(during);
  } finally {
    writing = false;
    await writer;
    await snapshotClient.end();
  }

  restored = await emptyDatabase();
  await restoreBackup({
    url: restored.url,
    dir: backupDir,
    uploadsDir: restoredUploads,
    privateDir: restoredPrivate,
  });
}, 180_000);

afterAll(async () => {
  await restored?.drop();
  await t?.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('npm run backup / restore: a round trip', () => {
  it('writes a manifest with the versions, migrations and every table with its count and checksum', () => {
    const written = JSON.parse(readFileSync(join(backupDir, MANIFEST_FILE), 'utf8')) as TManifest;
    expect(written.format).toBe(1);
    expect(written.app.version).toMatch(/\d+\.\d+/);
    expect(written.server.versionNum).toBeGreaterThanOrEqual(180_000);
    expect(written.migrations.length).toBeGreaterThan(10);
    expect(written.migrations[0]?.tag).toBe('0000_init');
    const names = written.tables.map((table) => `${table.schema}.${table.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['public.users', 'public.audit_log', 'drizzle.__drizzle_migrations']),
    );
    expect(names).toEqual(expect.arrayContaining(['pgboss.job', 'pgboss.queue', 'pgboss.version']));
    expect(written.jobQueue?.queues).toContain('backup-test.later');
    for (const table of written.tables) {
      expect(table.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(existsSync(join(backupDir, table.file))).toBe(true);
    }
    expect(written.files.store).toBe('local');
  });

  it('restores every table with the rows the source held at the backup, whatever was written during it', async () => {
    const restoredDigests = await withClient(restored.url, tableDigests);
    expect(Object.keys(restoredDigests).length).toBeGreaterThan(30);
    expect(restoredDigests).toEqual(sourceDigests);
    // The rows came from one moment: the backup has fewer transfers than the source has now.
    const count = (url: string) =>
      withClient(url, async (client) =>
        Number((await client.query(`SELECT count(*) AS n FROM ledger_transactions`)).rows[0].n),
      );
    expect(await count(restored.url)).toBeLessThan(await count(t.url));
  });

  it('puts every uploaded and private file back byte for byte', async () => {
    for (const [source, target] of [
      [t.app.deps.config.uploadsDir, restoredUploads],
      [t.app.deps.config.privateDir, restoredPrivate],
    ] as const) {
      const files = await listFiles(source);
      expect(files.length).toBeGreaterThan(0);
      expect(await listFiles(target)).toEqual(files);
      for (const file of files)
        expect(readFileSync(join(target, file)).equals(readFileSync(join(source, file)))).toBe(true);
    }
  });

  it('gives a working app: sign-in, the photo, the queued job, a sound ledger, sequences moving on', async () => {
    const database = createDatabase(restored.url, 3);
    const app = await buildApp({
      config: { ...t.app.deps.config, uploadsDir: restoredUploads, privateDir: restoredPrivate },
      db: database.db,
    });
    try {
      await app.ready();
      const login = await call(app, 'POST', '/api/auth/login', {
        body: { login: user.payload.email, password: user.payload.password },
        headers: { host: 'localhost:3000' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const photo = await app.inject({ method: 'GET', url: `/uploads/${photoKey}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(readFileSync(join(t.app.deps.config.uploadsDir, photoKey)))).toBe(true);
      expect(await checkLedger(database.db)).toEqual([]);
      const job = await database.pool.query(`SELECT data FROM pgboss.job WHERE name = 'backup-test.later'`);
      expect(job.rows).toEqual([{ data: { hello: 'world' } }]);
      // A new row gets a fresh id (sequences were set), and triggers are back on after the load.
      const next = await database.pool.query(
        `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('x', 0) RETURNING id`,
      );
      expect(next.rows[0].id).toBe(manifest.migrations.length + 1);
      await database.pool.query(`DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'x'`);
      await expect(database.pool.query('DELETE FROM audit_log')).rejects.toThrow();
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('npm run restore: refusals', () => {
  it('refuses a database that already holds data without --force, and replaces it with --force', async () => {
    const again = restoreBackup({
      url: restored.url,
      dir: backupDir,
      uploadsDir: join(temp, 'x/u'),
      privateDir: join(temp, 'x/p'),
    });
    await expect(again).rejects.toThrow(CommandError);
    await expect(again).rejects.toThrow(/the database already holds data\. Use --force/);
    const files = restoreBackup({
      url: restored.url,
      dir: backupDir,
      uploadsDir: restoredUploads,
      privateDir: restoredPrivate,
    });
    await expect(files).rejects.toThrow(
      /the database already holds data; .*uploads already holds files; .*private already holds files/,
    );
    await restoreBackup({
      url: restored.url,
      dir: backupDir,
      uploadsDir: restoredUploads,
      privateDir: restoredPrivate,
      force: true,
    });
    expect(await withClient(restored.url, tableDigests)).toEqual(sourceDigests);
  }, 120_000);

  it('refuses a tampered or missing file before touching the database', async () => {
    const target = await emptyDatabase();
    try {
      const tampered = join(temp, 'tampered');
      cpSync(backupDir, tampered, { recursive: true });
      const users = manifest.tables.find((table) => table.name === 'users');
      const file = join(tampered, users?.file ?? '');
      const bytes = readFileSync(file);
      bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff;
      writeFileSync(file, bytes);
      rmSync(
        join(tampered, 'files', manifest.files.store === 'local' ? (manifest.files.list[0]?.path ?? '') : ''),
      );
      const attempt = restoreBackup({ url: target.url, dir: tampered });
      await expect(attempt).rejects.toThrow(
        /damaged.*users\.copy\.gz does not match its checksum.*is missing/s,
      );
      const tables = await withClient(target.url, (client) =>
        client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`),
      );
      expect(tables.rows[0].n).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('refuses a backup made with another list of migrations', async () => {
    const target = await emptyDatabase();
    try {
      const older = join(temp, 'older');
      cpSync(backupDir, older, { recursive: true });
      const changed = { ...manifest, migrations: manifest.migrations.slice(0, -1) };
      writeFileSync(join(older, MANIFEST_FILE), JSON.stringify(changed));
      await expect(restoreBackup({ url: target.url, dir: older })).rejects.toThrow(
        /not the same list\. Restore with the version that made it, then upgrade/,
      );
    } finally {
      await target.drop();
    }
  });
});

describe('the commands', () => {
  it('backup writes a folder from DATABASE_URL and says where; restore refuses while the app holds DATA_DIR', async () => {
    const out = join(temp, 'cli-backup');
    const dataDir = join(temp, 'cli-data');
    const backup = await runTsx('src/commands/backup.ts', ['--out', out], {
      DATABASE_URL: t.url,
      DATA_DIR: dataDir,
    });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written to ${out}`);
    expect(existsSync(join(out, MANIFEST_FILE))).toBe(true);

    // An app (this process) holds the data folder: restore must not run beside it.
    const locked = join(temp, 'locked-data');
    mkdirSync(locked, { recursive: true });
    writeFileSync(join(locked, 'haat.pid'), `${process.pid}\n`);
    const refused = await runTsx('src/commands/restore.ts', [out], { DATABASE_URL: t.url, DATA_DIR: locked });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Another Haat server \(process \d+\) is already using the data directory/);

    // With S3 storage the bucket is the store: nothing is copied, the manifest says so.
    const s3 = await makeBackup({ url: t.url, out: join(temp, 's3-backup'), s3Bucket: 'haat-files' });
    expect(s3.files).toMatchObject({ store: 's3', bucket: 'haat-files' });
    expect(existsSync(join(temp, 's3-backup/files'))).toBe(false);

    const usage = await runTsx('src/commands/restore.ts', [], { DATABASE_URL: t.url, DATA_DIR: dataDir });
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Name one backup folder');
  }, 60_000);
});
