import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_MARKER, copyPostgresBinaries } from './copy-postgres-binaries.ts';

let root: string;
let native: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'haat-copy-'));
  native = join(root, 'native');
  await mkdir(join(native, 'bin'), { recursive: true });
  await mkdir(join(native, 'lib'), { recursive: true });
  await writeFile(join(native, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o700 });
  await writeFile(join(native, 'lib', 'libpq.so.5.18'), 'library', { mode: 0o600 });
  await symlink('libpq.so.5.18', join(native, 'lib', 'libpq.so.5'));
  await chmod(join(native, 'lib'), 0o700);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('copyPostgresBinaries', () => {
  it('copies the folder once, open to every user, keeping relative symbolic links', async () => {
    const target = join(root, 'system', 'haat', 'postgres-1.0.0');
    await copyPostgresBinaries(native, target);
    expect(await modeOf(join(root, 'system', 'haat'))).toBe(0o755);
    expect(await modeOf(join(target, 'lib'))).toBe(0o755);
    expect(await modeOf(join(target, 'bin', 'postgres'))).toBe(0o755);
    expect(await modeOf(join(target, 'lib', 'libpq.so.5.18'))).toBe(0o644);
    expect(await readlink(join(target, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(existsSync(join(target, COPY_MARKER))).toBe(true);

    await writeFile(join(target, 'bin', 'postgres'), 'kept');
    await copyPostgresBinaries(native, target);
    expect(await readFile(join(target, 'bin', 'postgres'), 'utf8')).toBe('kept');
  });

  it('replaces an interrupted copy and removes abandoned partial folders', async () => {
    const target = join(root, 'again', 'postgres-1.0.0');
    await mkdir(join(target, 'bin'), { recursive: true });
    const abandoned = `${target}.partial-999999999-1`;
    await mkdir(abandoned);
    await copyPostgresBinaries(native, target);
    expect(await readFile(join(target, 'bin', 'postgres'), 'utf8')).toBe('#!/bin/sh\n');
    expect(existsSync(join(target, COPY_MARKER))).toBe(true);
    expect(existsSync(abandoned)).toBe(false);
  });
});
