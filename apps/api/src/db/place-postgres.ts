import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { canUserEnter, canUserRun } from './can-user-reach.ts';
import { COPY_MARKER, copyPostgresBinaries, mkdirOpen } from './copy-postgres-binaries.ts';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import { ensurePostgresUser, type TPostgresUser } from './ensure-postgres-user.ts';
import { binariesIn, findPostgresBinaries } from './find-postgres-binaries.ts';
import { ensureExecutable } from './initialise-cluster.ts';
import { CLUSTER_NOTE, planPostgresPlacement } from './plan-postgres-placement.ts';

/** The programs to run, the cluster they run on, and (as root) the user they run as. */
export interface TPostgresPlace {
  initdb: string;
  postgres: string;
  clusterDir: string;
  user?: TPostgresUser;
}

export interface TPlaceOptions {
  /** The resolved DATA_DIR, which exists. */
  dataDir: string;
  /** Used only as root, for what the `postgres` user cannot reach in place. */
  systemDir: string;
  /** Lines the operator should see (where the data is kept). */
  notice: (message: string) => void;
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

/** The cluster folder a data folder's note names (root installs keep the cluster elsewhere), if any. */
export async function readClusterNote(dataDir: string): Promise<string | undefined> {
  const file = join(dataDir, CLUSTER_NOTE);
  if (!existsSync(file)) return undefined;
  const first = (await readFile(file, 'utf8')).split('\n')[0]?.trim();
  return first && isAbsolute(first) ? first : undefined;
}

async function writeNote(dataDir: string, clusterDir: string): Promise<void> {
  if ((await readClusterNote(dataDir)) === clusterDir) return;
  const text = [
    clusterDir,
    '',
    'Haat runs as root here, so PostgreSQL runs as the `postgres` system user, who cannot enter this',
    'folder. The database cluster of this data folder is therefore kept in the folder named on the first',
    'line. Back both up together; delete both to start over.',
    '',
  ].join('\n');
  await writeFile(join(dataDir, CLUSTER_NOTE), text, { mode: 0o644 });
}

const ORDINARY_USER = 'or start Haat as an ordinary user instead of root';

async function useCopiedBinaries(installed: string, copy: string, notice: (message: string) => void) {
  if (!existsSync(join(copy, COPY_MARKER)))
    notice(`The postgres system user cannot run PostgreSQL from ${installed}: copying it to ${copy} (once)…`);
  try {
    await copyPostgresBinaries(installed, copy);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The postgres system user cannot run PostgreSQL from ${installed}, and Haat could not copy it to ${copy} ` +
        `(${codeOf(error)}): clone Haat into a folder every user can enter (e.g. under /opt or /srv), ${ORDINARY_USER}.`,
    );
  }
}

async function prepareRelocatedCluster(clusterDir: string, options: TPlaceOptions, user: TPostgresUser) {
  try {
    await mkdirOpen(dirname(clusterDir));
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The postgres system user cannot enter ${options.dataDir}, and Haat could not create ${dirname(clusterDir)} ` +
        `for its database (${codeOf(error)}): let every user enter the parent folders of ${options.dataDir} ` +
        `(\`chmod o+x\`), set DATA_DIR to a folder they can enter, ${ORDINARY_USER}.`,
    );
  }
  if (!canUserEnter(user, dirname(clusterDir)))
    throw new EmbeddedPostgresError(
      `The postgres system user can enter neither ${options.dataDir} nor ${dirname(clusterDir)}: let every user ` +
        `enter the parent folders of one of them (\`chmod o+x\`), ${ORDINARY_USER}.`,
    );
  await writeNote(options.dataDir, clusterDir);
  options.notice(
    `The database is kept in ${clusterDir}, as the postgres system user cannot enter ${options.dataDir} ` +
      `(see ${join(options.dataDir, CLUSTER_NOTE)}).`,
  );
}

/**
 * Decides where PostgreSQL runs from and keeps its cluster. As an ordinary user: the installed binaries
 * and `DATA_DIR/postgres`, as always. As root, PostgreSQL runs as the `postgres` user; whatever that user
 * cannot reach in place (a clone in root's private home) is copied or kept under `systemDir` instead.
 */
export async function placePostgres(options: TPlaceOptions): Promise<TPostgresPlace> {
  const installed = await findPostgresBinaries();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    return {
      initdb: installed.initdb,
      postgres: installed.postgres,
      clusterDir: join(options.dataDir, 'postgres'),
    };

  const user = ensurePostgresUser();
  await chmod(options.dataDir, 0o755);
  await ensureExecutable(installed.initdb);
  await ensureExecutable(installed.postgres);
  const plan = planPostgresPlacement({
    dataDir: options.dataDir,
    systemDir: options.systemDir,
    nativeDir: installed.nativeDir,
    version: installed.version,
    binariesRunnable: canUserRun(user, [installed.initdb, installed.postgres]),
    dataDirEnterable: canUserEnter(user, options.dataDir),
    notedClusterDir: await readClusterNote(options.dataDir),
    hasCluster: (dir) => existsSync(join(dir, 'PG_VERSION')),
  });
  const binaries = binariesIn(plan.nativeDir, installed);
  if (plan.copyBinaries) {
    await useCopiedBinaries(installed.nativeDir, plan.nativeDir, options.notice);
    if (!canUserRun(user, [binaries.initdb, binaries.postgres]))
      throw new EmbeddedPostgresError(
        `The postgres system user cannot run PostgreSQL from ${installed.nativeDir} nor from its copy in ` +
          `${plan.nativeDir} (is that file system mounted noexec?): clone Haat into a folder every user can ` +
          `enter (e.g. under /opt or /srv), ${ORDINARY_USER}.`,
      );
  }
  if (plan.relocated) await prepareRelocatedCluster(plan.clusterDir, options, user);
  return { initdb: binaries.initdb, postgres: binaries.postgres, clusterDir: plan.clusterDir, user };
}
