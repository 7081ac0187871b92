import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TFileEntry } from './backup-format.ts';

/** Every file below `root` (relative paths with `/`), none when it does not exist. */
export async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Copies one file, answering its size and SHA-256 as copied. */
export async function copyFile(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  await mkdir(dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    createReadStream(from),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    }),
    createWriteStream(to, { flags: 'wx' }),
  );
  return { bytes, sha256: hash.digest('hex') };
}

export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Copies the files of `root` into `target/<prefix>/…`. A file removed while the copy runs (the app
 * replaced a photo) is skipped: the snapshot taken before no longer needs it or it is gone anyway.
 */
export async function copyTree(root: string, target: string, prefix: string): Promise<TFileEntry[]> {
  const copied: TFileEntry[] = [];
  for (const path of await listFiles(root)) {
    try {
      const { bytes, sha256 } = await copyFile(join(root, path), join(target, prefix, path));
      copied.push({ path: `${prefix}/${path}`, bytes, sha256 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

/** Moves a staged folder into place, replacing what was there. */
export async function replaceFolder(staged: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await mkdir(dirname(target), { recursive: true });
  if (existsSync(staged)) await rename(staged, target);
  else await mkdir(target, { recursive: true });
}

export async function isEmptyFolder(path: string): Promise<boolean> {
  if (!existsSync(path)) return true;
  if (!(await stat(path)).isDirectory()) return false;
  return (await listFiles(path)).length === 0;
}
