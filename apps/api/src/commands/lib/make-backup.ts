import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { APP_VERSION } from '../../modules/health/app-version.ts';
import { copyTree } from './backup-files.ts';
import {
  BACKED_UP_SCHEMAS,
  BACKUP_FORMAT,
  CommandError,
  copyOutQuery,
  DRIZZLE_SCHEMA,
  DRIZZLE_TABLE,
  ident,
  listSequences,
  listTables,
  MANIFEST_FILE,
  measuring,
  PGBOSS_SCHEMA,
  qualified,
  setStableOutput,
  type TManifest,
  type TMigrationEntry,
  type TTableEntry,
} from './backup-format.ts';
import { localMigrations } from './local-migrations.ts';

export interface TBackupOptions {
  /** The database to back up. */
  url: string;
  /** The backup folder to create (must not exist, or be empty). */
  out: string;
  /** Local storage: the public and private upload folders to copy. Absent with S3. */
  uploadsDir?: string;
  privateDir?: string;
  /** With S3 storage, the bucket that is the store for files (nothing is copied). */
  s3Bucket?: string;
  /** Reads under an exported snapshot (`pg_export_snapshot()`), as pg_dump's --snapshot. */
  snapshot?: string;
  log?: (line: string) => void;
}

/** UTC time as a folder-friendly name part: 20261127T101500Z. */
export function backupStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

async function writeTable(
  client: pg.Client,
  table: Awaited<ReturnType<typeof listTables>>[number],
  dir: string,
): Promise<TTableEntry> {
  const file = `tables/${table.schema}.${table.name}.copy.gz`;
  const content = measuring();
  const compressed = measuring();
  await pipeline(
    client.query(copyTo(copyOutQuery(table))),
    content,
    createGzip({ level: 6 }),
    compressed,
    createWriteStream(join(dir, file), { flags: 'wx' }),
  );
  return {
    schema: table.schema,
    name: table.name,
    columns: table.columns,
    rows: content.rows(),
    sha256: content.sha256(),
    file,
    fileSha256: compressed.sha256(),
    fileBytes: compressed.bytes(),
  };
}

/**
 * Writes a backup folder: every table of the app's schemas as gzip'd COPY text, read in one
 * REPEATABLE READ READ ONLY transaction (one consistent snapshot while the app keeps writing), the
 * sequences, the local files, and `manifest.json` last (a folder without it is not a backup).
 * The folder is written as `<out>.partial` and renamed when complete.
 */
export async function makeBackup(options: TBackupOptions): Promise<TManifest> {
  const log = options.log ?? (() => undefined);
  const out = options.out;
  if (existsSync(out) && (await readdir(out)).length > 0)
    throw new CommandError(`The backup folder ${out} already exists and is not empty: choose another --out.`);
  const partial = `${out}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'tables'), { recursive: true });

  const client = new pg.Client({ connectionString: options.url, application_name: 'haat-backup' });
  await client.connect();
  try {
    await setStableOutput(client);
    // Copying files inside the transaction leaves it idle for a while: never let that end it.
    await client.query('SET idle_in_transaction_session_timeout = 0');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    if (options.snapshot)
      await client.query(`SET TRANSACTION SNAPSHOT '${options.snapshot.replace(/'/g, '')}'`);
    // The snapshot is taken by the first query: from here on every read sees the same moment.
    const server = await client.query<{ version: string; num: string }>(
      `SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num`,
    );
    const createdAt = new Date().toISOString();

    // Files right after the snapshot: uploads are written before the rows naming them, so every
    // file the snapshot names is there now (unless replaced and deleted in between).
    let files: TManifest['files'];
    if (options.s3Bucket) {
      files = {
        store: 's3',
        bucket: options.s3Bucket,
        note: 'Files are kept in the S3 bucket, which is their store: its versioning or replication backs them up.',
      };
      log(
        `Files: kept in the S3 bucket ${options.s3Bucket} (not copied; the bucket's versioning/replication backs them up).`,
      );
    } else {
      const uploads = options.uploadsDir
        ? await copyTree(options.uploadsDir, join(partial, 'files'), 'uploads')
        : [];
      const secret = options.privateDir
        ? await copyTree(options.privateDir, join(partial, 'files'), 'private')
        : [];
      const list = [...uploads, ...secret];
      files = {
        store: 'local',
        uploads: uploads.length,
        private: secret.length,
        bytes: list.reduce((sum, file) => sum + file.bytes, 0),
        list,
      };
      log(`Files: ${uploads.length} uploads and ${secret.length} private documents copied.`);
    }

    const tables = await listTables(client, BACKED_UP_SCHEMAS);
    if (!tables.some((table) => table.schema === 'public'))
      throw new CommandError(
        'The database has no Haat tables: nothing to back up (is this the right database?).',
      );
    const entries: TTableEntry[] = [];
    for (const table of tables) entries.push(await writeTable(client, table, partial));

    const sequences = [];
    for (const sequence of await listSequences(client, BACKED_UP_SCHEMAS)) {
      const state = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${qualified(sequence.schema, sequence.name)}`,
      );
      const row = state.rows[0];
      if (row) sequences.push({ ...sequence, lastValue: row.last_value, isCalled: row.is_called });
    }

    const known = new Map(localMigrations().map((migration) => [migration.hash, migration.tag]));
    let migrations: TMigrationEntry[] = [];
    if (tables.some((table) => table.schema === DRIZZLE_SCHEMA && table.name === DRIZZLE_TABLE)) {
      const applied = await client.query<{ hash: string; created_at: string }>(
        `SELECT hash, created_at::text FROM ${qualified(DRIZZLE_SCHEMA, DRIZZLE_TABLE)} ORDER BY id`,
      );
      migrations = applied.rows.map((row) => {
        const tag = known.get(row.hash);
        return { ...(tag ? { tag } : {}), hash: row.hash, createdAt: row.created_at };
      });
    }

    let jobQueue: TManifest['jobQueue'] = null;
    if (tables.some((table) => table.schema === PGBOSS_SCHEMA && table.name === 'version')) {
      const version = await client.query<{ version: number }>(
        `SELECT version FROM ${ident(PGBOSS_SCHEMA)}.version LIMIT 1`,
      );
      const queues = await client.query<{ name: string }>(
        `SELECT name FROM ${ident(PGBOSS_SCHEMA)}.queue ORDER BY name`,
      );
      jobQueue = {
        schemaVersion: version.rows[0]?.version ?? 0,
        queues: queues.rows.map((row) => row.name),
      };
    }
    await client.query('COMMIT');

    const manifest: TManifest = {
      format: BACKUP_FORMAT,
      app: { name: 'haat', version: APP_VERSION },
      createdAt,
      server: { version: server.rows[0]?.version ?? '', versionNum: Number(server.rows[0]?.num ?? 0) },
      migrations,
      jobQueue,
      tables: entries,
      sequences,
      files,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    await rm(out, { recursive: true, force: true });
    await rename(partial, out);
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
