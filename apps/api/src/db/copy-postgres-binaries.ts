import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isProcessAlive } from './is-process-alive.ts';

/** Written last into a copy: a folder without it is an interrupted copy and is never used. */
export const COPY_MARKER = '.haat-copy-complete';

/** Creates `dir` (and its parents) readable and enterable by every user, whatever the umask. */
export async function mkdirOpen(dir: string): Promise<void> {
  if (existsSync(dir)) return;
  await mkdirOpen(dirname(dir));
  await mkdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await chmod(dir, 0o755);
}

/** Folders 755, files readable by all and executable by all when their owner may execute them. */
async function openUp(path: string): Promise<void> {
  const stat = await lstat(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    await chmod(path, 0o755);
    for (const entry of await readdir(path)) await openUp(join(path, entry));
    return;
  }
  const executable = (stat.mode & 0o100) !== 0;
  await chmod(path, (stat.mode & 0o777) | 0o444 | (executable ? 0o111 : 0));
}

/** Removes copies left half-way by processes that are gone (`<target>.partial-<pid>-<time>`). */
async function removeAbandoned(target: string): Promise<void> {
  const prefix = `${basename(target)}.partial-`;
  for (const entry of await readdir(dirname(target))) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length).split('-')[0]);
    if (!Number.isInteger(pid) || !isProcessAlive(pid))
      await rm(join(dirname(target), entry), { recursive: true, force: true });
  }
}

/**
 * Copies the binaries' `native/` folder to `target` once (root-owned, readable by all): into a temporary
 * folder first, marked complete, then renamed, so an interrupted copy is never taken for a whole one.
 */
export async function copyPostgresBinaries(nativeDir: string, target: string): Promise<void> {
  if (existsSync(join(target, COPY_MARKER))) return;
  await mkdirOpen(dirname(target));
  await removeAbandoned(target);
  const temporary = `${target}.partial-${process.pid}-${Date.now()}`;
  try {
    await cp(nativeDir, temporary, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    await openUp(temporary);
    await writeFile(join(temporary, COPY_MARKER), `${nativeDir}\n`, { mode: 0o644 });
    if (existsSync(join(target, COPY_MARKER))) return;
    await rm(target, { recursive: true, force: true });
    await rename(temporary, target);
  } catch (error) {
    // Another process may have finished the same copy first.
    if (!existsSync(join(target, COPY_MARKER))) throw error;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
