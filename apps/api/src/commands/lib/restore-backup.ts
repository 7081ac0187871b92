import { createReadStream, existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { copyFile, hashFile, isEmptyFolder, replaceFolder } from './backup-files.ts';
import {
  APP_SCHEMA,
  BACKED_UP_SCHEMAS,
  BACKUP_FORMAT,
  CommandError,
  copyOutQuery,
  DRIZZLE_SCHEMA,
  DRIZZLE_TABLE,
  ident,
  listTables,
  MANIFEST_FILE,
  measuring,
  PGBOSS_SCHEMA,
  qualified,
  setStableOutput,
  type TManifest,
} from './backup-format.ts';
import { localMigrations, sameMigrations } from './local-migrations.ts';

export interface TRestoreOptions {
  /** The database to restore into: empty, or emptied with `force`. */
  url: string;
  /** The backup folder (with manifest.json). */
  dir: string;
  /** Local storage: where the public and private files go back. */
  uploadsDir?: string;
  privateDir?: string;
  /** Empty the app's schemas (and file folders) first when they hold data. */
  force?: boolean;
  log?: (line: string) => void;
}

/** Reads and checks the manifest's shape and format version. */
export async function readManifest(dir: string): Promise<TManifest> {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file))
    throw new CommandError(
      `${dir} is not a Haat backup: it has no ${MANIFEST_FILE} (an unfinished backup has none).`,
    );
  let manifest: TManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as TManifest;
  } catch (error) {
    throw new CommandError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (manifest?.format !== BACKUP_FORMAT)
    throw new CommandError(
      `${file} has backup format ${String(manifest?.format)}; this version reads format ${BACKUP_FORMAT} only.`,
    );
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.migrations) || !manifest.files)
    throw new CommandError(`${file} is incomplete (tables, migrations or files missing).`);
  return manifest;
}

/** Every file the manifest names is there with its checksum; answers the problems found. */
export async function verifyBackup(dir: string, manifest: TManifest): Promise<string[]> {
  const problems: string[] = [];
  const check = async (path: string, sha256: string, bytes?: number) => {
    const full = join(dir, path);
    if (!existsSync(full)) return problems.push(`${path} is missing`);
    const actual = await hashFile(full);
    if (actual.sha256 !== sha256 || (bytes !== undefined && actual.bytes !== bytes))
      problems.push(`${path} does not match its checksum (changed or damaged)`);
  };
  for (const table of manifest.tables) {
    if (!/^tables\/[A-Za-z0-9_.]+\.copy\.gz$/.test(table.file))
      problems.push(`${table.file}: not a table file name`);
    else await check(table.file, table.fileSha256, table.fileBytes);
  }
  if (manifest.files.store === 'local')
    for (const file of manifest.files.list) {
      if (!/^(uploads|private)\/[A-Za-z0-9][A-Za-z0-9_./-]*$/.test(file.path) || file.path.includes('..'))
        problems.push(`${file.path}: not a file path this backup can hold`);
      else await check(join('files', file.path), file.sha256, file.bytes);
    }
  return problems;
}

/** pg-boss's schema version in this build (from its construction SQL). */
function localJobQueueVersion(): number {
  const match = /INSERT INTO \S+\.version\s*\(version\)\s*VALUES\s*\('?(\d+)'?\)/i.exec(
    PgBoss.getConstructionPlans(PGBOSS_SCHEMA),
  );
  return Number(match?.[1] ?? 0);
}

/** Whether the database holds anything of the app's (tables in `public`, or the drizzle/pgboss schemas). */
export async function databaseHoldsData(client: pg.ClientBase): Promise<boolean> {
  const result = await client.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'S'))::int
          + (SELECT count(*) FROM pg_namespace WHERE nspname = ANY($2))::int AS n`,
    [APP_SCHEMA, [DRIZZLE_SCHEMA, PGBOSS_SCHEMA]],
  );
  return (result.rows[0]?.n ?? 0) > 0;
}

/** Drops the app's schemas and makes `public` again as PostgreSQL makes it (same owner, usage for all). */
async function emptySchemas(client: pg.ClientBase): Promise<void> {
  const owner = await client.query<{ owner: string }>(
    `SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = $1`,
    [APP_SCHEMA],
  );
  await client.query(`DROP SCHEMA IF EXISTS ${ident(PGBOSS_SCHEMA)} CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS ${ident(DRIZZLE_SCHEMA)} CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS ${ident(APP_SCHEMA)} CASCADE`);
  await client.query(`CREATE SCHEMA ${ident(APP_SCHEMA)}`);
  const previous = owner.rows[0]?.owner;
  if (previous) await client.query(`ALTER SCHEMA ${ident(APP_SCHEMA)} OWNER TO ${previous}`);
  await client.query(`GRANT USAGE ON SCHEMA ${ident(APP_SCHEMA)} TO PUBLIC`);
}

/** Creates pg-boss's schema as pg-boss does, and one job partition per queue of the backup. */
async function createJobQueueSchema(client: pg.ClientBase, queues: string[]): Promise<void> {
  const plan = PgBoss.getConstructionPlans(PGBOSS_SCHEMA)
    .replace(/^\s*BEGIN;/, '')
    .replace(/COMMIT;\s*$/, '');
  await client.query(plan);
  // pg-boss's plan shortens these for its own transaction; ours may run longer.
  await client.query(`SET LOCAL lock_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0`);
  for (const queue of queues)
    await client.query(`SELECT ${ident(PGBOSS_SCHEMA)}.create_queue($1, $2)`, [queue, JSON.stringify({})]);
  // Their rows (and the version row) come from the backup, like every table's; the partitions stay.
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Restores a backup folder into an empty database in ONE transaction — schema by this version's
 * migrations, every table's rows (triggers and foreign keys off for the load:
 * session_replication_role = replica), sequences, then every table's row count and checksum
 * compared with the manifest — so a failed restore leaves nothing behind. Local files are staged
 * beside their folders first and moved into place once the database has committed.
 */
export async function restoreBackup(options: TRestoreOptions): Promise<TManifest> {
  const log = options.log ?? (() => undefined);
  const manifest = await readManifest(options.dir);
  const problems = await verifyBackup(options.dir, manifest);
  if (problems.length)
    throw new CommandError(
      `The backup in ${options.dir} is damaged; nothing was restored:\n  - ${problems.slice(0, 20).join('\n  - ')}` +
        (problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''),
    );
  const local = localMigrations();
  if (!sameMigrations(manifest.migrations, local)) {
    const theirs = manifest.migrations.at(-1);
    const ours = local.at(-1);
    throw new CommandError(
      `This backup was made by Haat ${manifest.app?.version ?? '?'} with ${manifest.migrations.length} database ` +
        `migrations (last: ${theirs?.tag ?? theirs?.hash.slice(0, 12) ?? 'none'}); this version has ${local.length} ` +
        `(last: ${ours?.tag ?? 'none'}), not the same list. Restore with the version that made it, then upgrade.`,
    );
  }
  if (manifest.jobQueue && manifest.jobQueue.schemaVersion !== localJobQueueVersion())
    throw new CommandError(
      `This backup's job queue (pg-boss schema ${manifest.jobQueue.schemaVersion}) differs from this version's ` +
        `(${localJobQueueVersion()}). Restore with the version that made it, then upgrade.`,
    );

  const localFiles = manifest.files.store === 'local' ? manifest.files : undefined;
  const folders = localFiles
    ? ([
        ['uploads', options.uploadsDir],
        ['private', options.privateDir],
      ] as const)
    : [];
  const client = new pg.Client({ connectionString: options.url, application_name: 'haat-restore' });
  await client.connect();
  const staged: [string, string][] = [];
  try {
    await setStableOutput(client);
    if (!options.force) {
      const held: string[] = [];
      if (await databaseHoldsData(client)) held.push('the database already holds data');
      for (const [, folder] of folders)
        if (folder && !(await isEmptyFolder(folder))) held.push(`${folder} already holds files`);
      if (held.length)
        throw new CommandError(
          `Restore refuses to overwrite: ${held.join('; ')}. Use --force to empty the database's Haat schemas ` +
            '(public, drizzle, pgboss) and the file folders first.',
        );
    }

    // Files first, beside their folders: a failure leaves the database and the folders untouched.
    if (localFiles)
      for (const [prefix, folder] of folders) {
        if (!folder) continue;
        const staging = `${folder}.restoring`;
        await rm(staging, { recursive: true, force: true });
        staged.push([staging, folder]);
        for (const file of localFiles.list.filter((entry) => entry.path.startsWith(`${prefix}/`))) {
          const copied = await copyFile(
            join(options.dir, 'files', file.path),
            join(staging, file.path.slice(prefix.length + 1)),
          );
          if (copied.sha256 !== file.sha256)
            throw new CommandError(`${file.path} changed while being restored.`);
        }
      }

    await client.query('BEGIN');
    await client.query('SET LOCAL idle_in_transaction_session_timeout = 0');
    try {
      await client.query(`SET LOCAL session_replication_role = replica`);
    } catch (error) {
      throw new CommandError(
        `Restore needs to load rows with triggers and foreign keys off (session_replication_role), which this ` +
          `database role may not do: ${(error as Error).message}. Use a superuser, or on PostgreSQL 15+ ` +
          '`GRANT SET ON PARAMETER session_replication_role TO <role>`.',
      );
    }
    if (options.force) await emptySchemas(client);

    // The schema, by this version's migrations (the same list the backup was made with).
    for (const migration of local)
      for (const statement of migration.statements) await client.query(statement);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${ident(DRIZZLE_SCHEMA)}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${qualified(DRIZZLE_SCHEMA, DRIZZLE_TABLE)} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    if (manifest.jobQueue) await createJobQueueSchema(client, manifest.jobQueue.queues);

    const existing = new Map(
      (await listTables(client, BACKED_UP_SCHEMAS)).map((table) => [`${table.schema}.${table.name}`, table]),
    );
    for (const table of manifest.tables) {
      const target = existing.get(`${table.schema}.${table.name}`);
      if (!target)
        throw new CommandError(
          `The backup's table ${table.schema}.${table.name} does not exist in this version's schema.`,
        );
      const columns = table.columns.map(ident).join(', ');
      // Migrations may have seeded rows (platform accounts, settings): the backup's rows replace them.
      await client.query(`DELETE FROM ${qualified(table.schema, table.name)}`);
      await pipeline(
        createReadStream(join(options.dir, table.file)),
        createGunzip(),
        client.query(copyFrom(`COPY ${qualified(table.schema, table.name)} (${columns}) FROM STDIN`)),
      );
      log(`  ${table.schema}.${table.name}: ${table.rows} rows`);
    }
    for (const sequence of manifest.sequences) {
      if (!(BACKED_UP_SCHEMAS as readonly string[]).includes(sequence.schema))
        throw new CommandError(
          `The backup names a sequence outside the app's schemas: ${sequence.schema}.${sequence.name}.`,
        );
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.schema, sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }

    // Check: every table holds what was backed up, row for row.
    const mismatches: string[] = [];
    for (const table of manifest.tables) {
      const target = existing.get(`${table.schema}.${table.name}`);
      if (!target) continue;
      const content = measuring();
      await pipeline(
        client.query(copyTo(copyOutQuery({ ...target, columns: table.columns }))),
        content,
        discard(),
      );
      if (content.rows() !== table.rows || content.sha256() !== table.sha256)
        mismatches.push(
          `${table.schema}.${table.name}: ${content.rows()} rows restored, ${table.rows} backed up`,
        );
    }
    if (mismatches.length)
      throw new CommandError(
        `The restored tables differ from the backup; nothing was kept:\n  - ${mismatches.join('\n  - ')}`,
      );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    for (const [staging] of staged) await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  for (const [staging, folder] of staged) await replaceFolder(staging, folder);
  return manifest;
}
