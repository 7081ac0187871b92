import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type pg from 'pg';

/** The backup's layout version: restore refuses any other. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

/** The app's schemas: its tables, Drizzle's migration table, and pg-boss's job queue. */
export const APP_SCHEMA = 'public';
export const DRIZZLE_SCHEMA = 'drizzle';
export const DRIZZLE_TABLE = '__drizzle_migrations';
export const PGBOSS_SCHEMA = 'pgboss';
export const BACKED_UP_SCHEMAS = [APP_SCHEMA, DRIZZLE_SCHEMA, PGBOSS_SCHEMA] as const;

export interface TTableEntry {
  schema: string;
  name: string;
  /** The stored columns, in order (generated columns are recomputed on load). */
  columns: string[];
  rows: number;
  /** SHA-256 of the table's COPY text (ordered by primary key): the content checksum. */
  sha256: string;
  /** The gzip'd COPY text, relative to the backup folder, and its own SHA-256 and size. */
  file: string;
  fileSha256: string;
  fileBytes: number;
}

export interface TSequenceEntry {
  schema: string;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface TFileEntry {
  /** `uploads/<key>` or `private/<key>`. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface TMigrationEntry {
  /** The migration's file name without `.sql`, when this version knows it. */
  tag?: string;
  hash: string;
  createdAt: string;
}

export interface TManifest {
  format: number;
  app: { name: string; version: string };
  createdAt: string;
  server: { version: string; versionNum: number };
  migrations: TMigrationEntry[];
  /** pg-boss's schema version (its `version` table), or null when the database has no queue yet. */
  jobQueue: { schemaVersion: number; queues: string[] } | null;
  tables: TTableEntry[];
  sequences: TSequenceEntry[];
  files:
    | { store: 'local'; uploads: number; private: number; bytes: number; list: TFileEntry[] }
    | { store: 's3'; bucket: string; note: string };
}

/** Identifier quoting for SQL we build from catalog names. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/**
 * Session settings both sides use, so COPY text (dates, floats, bytes) is written and read alike and
 * a table's checksum at restore matches the one taken at backup.
 */
export async function setStableOutput(client: pg.ClientBase): Promise<void> {
  await client.query(`SET TIME ZONE 'UTC'; SET datestyle = 'ISO, YMD'; SET intervalstyle = 'postgres';
    SET extra_float_digits = 1; SET bytea_output = 'hex'; SET client_encoding = 'UTF8'`);
}

export interface TTableInfo {
  schema: string;
  name: string;
  columns: string[];
  /** ORDER BY expressions: the primary key (all columns without one), text compared byte-wise. */
  order: string[];
}

/**
 * The tables to back up in the app's schemas (a partitioned table once, as its parent: pg-boss's
 * `job` partitions follow its queues), with their stored columns and a collation-free row order, so
 * the content checksum is the same on a server with another locale.
 */
export async function listTables(client: pg.ClientBase, schemas: readonly string[]): Promise<TTableInfo[]> {
  const result = await client.query<{
    schema: string;
    name: string;
    columns: string[];
    collatable: boolean[];
    pk: number[] | null;
  }>(
    `SELECT n.nspname AS schema, c.relname AS name,
       array(SELECT a.attname::text FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
             ORDER BY a.attnum) AS columns,
       array(SELECT a.attcollation <> 0 FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
             ORDER BY a.attnum) AS collatable,
       (SELECT array(SELECT (SELECT count(*) FROM pg_attribute b
                             WHERE b.attrelid = c.oid AND b.attnum > 0 AND NOT b.attisdropped
                               AND b.attgenerated = '' AND b.attnum <= k.attnum)::int - 1
                     FROM unnest(i.indkey) WITH ORDINALITY k(attnum, ord) ORDER BY k.ord)
        FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY n.nspname, c.relname`,
    [schemas],
  );
  return result.rows.map((row) => {
    const keyed = row.pk?.length ? row.pk : row.columns.map((_, index) => index);
    return {
      schema: row.schema,
      name: row.name,
      columns: row.columns,
      order: keyed.map(
        (index) => `${ident(row.columns[index] ?? '')}${row.collatable[index] ? ' COLLATE "C"' : ''}`,
      ),
    };
  });
}

/** The COPY … TO that writes a table's rows (stored columns, in a stable order). */
export function copyOutQuery(table: Pick<TTableInfo, 'schema' | 'name' | 'columns' | 'order'>): string {
  const columns = table.columns.map(ident).join(', ');
  return `COPY (SELECT ${columns} FROM ${qualified(table.schema, table.name)} ORDER BY ${table.order.join(', ')}) TO STDOUT`;
}

/** A pass-through stream that hashes and counts rows (COPY text ends every row with one newline). */
export function measuring(): Transform & { sha256(): string; rows(): number; bytes(): number } {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      done(null, chunk);
    },
  });
  return Object.assign(stream, {
    sha256: () => hash.digest('hex'),
    rows: () => rows,
    bytes: () => bytes,
  });
}

/** Sequences in the app's schemas (serial and identity columns). */
export async function listSequences(client: pg.ClientBase, schemas: readonly string[]) {
  const result = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ANY($1) AND c.relkind = 'S' ORDER BY 1, 2`,
    [schemas],
  );
  return result.rows;
}

/** A clear, expected failure: the command prints the message alone and exits non-zero. */
export class CommandError extends Error {}
