import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TS3Storage } from '../lib/storage/s3.ts';
import { contentTypeOf, isStorageKey } from '../lib/storage/types.ts';

export interface TMigrationCounts {
  /** Files found on disk under the folder. */
  found: number;
  /** Copied to the bucket this run (or, with `dryRun`, that would be). */
  copied: number;
  /** Already in the bucket with the same size and content: left as they are. */
  present: number;
  /** Checked in the bucket after the copy (or as found there). */
  verified: number;
  /** Local files removed after their copy was verified (`deleteLocal`). */
  deleted: number;
  /** Files whose names are not keys the app makes: left alone. */
  skipped: number;
  /** Copies that failed or did not verify: the local file is kept. */
  failed: number;
}

export interface TMigrationSource {
  /** How the summary names it (`public`, `private`). */
  label: string;
  /** The local folder (DATA_DIR/uploads, DATA_DIR/private). */
  dir: string;
  /** Where its files go in the bucket (the backend adds its prefix: `private/` for private files). */
  target: TS3Storage;
  /** The type stored with each object (default: from the key's extension). */
  contentType?: (key: string) => string;
}

export interface TMigrationOptions {
  sources: TMigrationSource[];
  deleteLocal?: boolean;
  /** Counts and lists what would be copied without writing or deleting anything. */
  dryRun?: boolean;
  /** Copies at a time. */
  concurrency?: number;
  log?: (line: string) => void;
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
/** A single-part upload's ETag is the MD5 of its bytes (not so for multipart or some encryptions). */
const etagMd5 = (etag: string | undefined) => {
  const value = etag?.replace(/"/g, '').toLowerCase();
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
};

/** Every regular file under `dir`, as a `/`-separated path relative to it. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Removes the empty folders under `dir` (not `dir` itself), deepest first. */
async function removeEmptyFolders(dir: string, prefix = ''): Promise<boolean> {
  const here = join(dir, prefix);
  let empty = true;
  for (const entry of await readdir(here, { withFileTypes: true })) {
    if (
      entry.isDirectory() &&
      (await removeEmptyFolders(dir, prefix ? `${prefix}/${entry.name}` : entry.name))
    )
      continue;
    empty = false;
  }
  if (empty && prefix) await rmdir(here).catch(() => undefined);
  return empty;
}

/** True when the bucket holds exactly `data` under `key`. */
async function holds(target: TS3Storage, key: string, data: Buffer): Promise<boolean> {
  const head = await target.head(key);
  if (head?.size !== data.length) return false;
  const etag = etagMd5(head.etag);
  if (etag) return etag === md5(data);
  const stored = await target.get(key);
  return !!stored && stored.equals(data);
}

/**
 * Copies the local files of each source to the bucket (decision 067): a file already there with the
 * same size (and, when the ETag tells, the same content) is left as it is, every copy is read back
 * to verify it, and with `deleteLocal` only verified files are removed from the disk. Safe to run
 * again: a second run finds everything present. Answers the counts per source.
 */
export async function migrateLocalFiles(
  options: TMigrationOptions,
): Promise<Record<string, TMigrationCounts>> {
  const log = options.log ?? (() => undefined);
  const result: Record<string, TMigrationCounts> = {};
  for (const source of options.sources) {
    const counts: TMigrationCounts = {
      found: 0,
      copied: 0,
      present: 0,
      verified: 0,
      deleted: 0,
      skipped: 0,
      failed: 0,
    };
    result[source.label] = counts;
    if (!existsSync(source.dir)) {
      log(`${source.label}: ${source.dir} does not exist; nothing to copy.`);
      continue;
    }
    const files = await listFiles(source.dir);
    counts.found = files.length;
    const keys = files.filter((key) => {
      if (isStorageKey(key)) return true;
      counts.skipped += 1;
      log(`${source.label}: skipped ${key} (not a file name the app makes)`);
      return false;
    });
    const migrateOne = async (key: string) => {
      const path = join(source.dir, key);
      const objectName = source.target.objectKey(key);
      try {
        const data = await readFile(path);
        const head = await source.target.head(key);
        const etag = etagMd5(head?.etag);
        const present = head?.size === data.length && (!etag || etag === md5(data));
        if (present) counts.present += 1;
        else if (options.dryRun) {
          counts.copied += 1;
          log(`${source.label}: would copy ${key} → ${objectName}`);
          return;
        } else {
          await source.target.put(key, data, (source.contentType ?? contentTypeOf)(key));
          counts.copied += 1;
        }
        if (options.dryRun) return;
        if (!(await holds(source.target, key, data))) {
          counts.failed += 1;
          log(`${source.label}: ${key} did not verify in the bucket; the local file is kept`);
          return;
        }
        counts.verified += 1;
        if (options.deleteLocal) {
          await rm(path);
          counts.deleted += 1;
        }
      } catch (error) {
        counts.failed += 1;
        log(`${source.label}: ${key} failed: ${(error as Error).message}`);
      }
    };
    const queue = [...keys];
    const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) await migrateOne(key);
    });
    await Promise.all(workers);
    if (options.deleteLocal && !options.dryRun) await removeEmptyFolders(source.dir);
  }
  return result;
}
