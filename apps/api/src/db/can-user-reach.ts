import { spawnSync } from 'node:child_process';
import type { TPostgresUser } from './ensure-postgres-user.ts';

/**
 * Whether `user` can enter the folder at `path`: asked by running `test -x` as that user, so every
 * parent folder's mode, ACLs and mount options count exactly as they will for PostgreSQL.
 */
export function canUserEnter(user: TPostgresUser, path: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'test -d "$1" && test -x "$1"', 'sh', path], {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    stdio: 'ignore',
  });
  return result.status === 0;
}

/** Whether `user` can run each program (`--version`: the file, its libraries and every parent folder). */
export function canUserRun(user: TPostgresUser, programs: string[]): boolean {
  return programs.every((program) => {
    const result = spawnSync(program, ['--version'], {
      uid: user.uid,
      gid: user.gid,
      cwd: '/',
      stdio: 'ignore',
    });
    return result.status === 0;
  });
}
