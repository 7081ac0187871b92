import { spawnSync } from 'node:child_process';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';

/** The system user PostgreSQL runs as when Haat runs as root (PostgreSQL refuses to run as root). */
export interface TPostgresUser {
  name: string;
  uid: number;
  gid: number;
}

const NAME = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, NAME], { encoding: 'utf8' });
  const value = Number(result.stdout?.trim());
  return result.status === 0 && Number.isInteger(value) ? value : undefined;
}

function lookUp(): TPostgresUser | undefined {
  const uid = idOf('-u');
  const gid = idOf('-g');
  return uid === undefined || gid === undefined ? undefined : { name: NAME, uid, gid };
}

/** Finds the `postgres` user, creating it (and its group) as `embedded-postgres` does when it is missing. */
export function ensurePostgresUser(): TPostgresUser {
  const found = lookUp();
  if (found) return found;
  // groupadd exits 9 when the group exists already (e.g. left by an earlier, half-done attempt).
  const group = spawnSync('groupadd', ['--system', NAME], { encoding: 'utf8' });
  if (group.status === 0 || group.status === 9)
    spawnSync('useradd', ['--system', '--gid', NAME, '--no-create-home', NAME], { encoding: 'utf8' });
  const created = lookUp();
  if (created) return created;
  throw new EmbeddedPostgresError(
    'Running as root, Haat must start PostgreSQL as the `postgres` system user but could not create it: ' +
      'create it (`useradd --system --user-group postgres`), or start Haat as an ordinary user.',
  );
}
