import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';

/** What is known, as root, about where PostgreSQL's binaries and cluster can live. */
export interface TPlacementFacts {
  /** The resolved DATA_DIR. */
  dataDir: string;
  /** Root-owned folder outside DATA_DIR for what the `postgres` user cannot reach (`/var/lib/haat`). */
  systemDir: string;
  /** The installed binaries' `native/` folder and the platform package's version. */
  nativeDir: string;
  version: string;
  /** Whether the `postgres` user can run the installed binaries. */
  binariesRunnable: boolean;
  /** Whether the `postgres` user can enter DATA_DIR. */
  dataDirEnterable: boolean;
  /** The cluster folder named in DATA_DIR's note, when there is one. */
  notedClusterDir: string | undefined;
  /** Whether a folder holds an initialised cluster (`PG_VERSION`). */
  hasCluster(clusterDir: string): boolean;
}

export interface TPlacement {
  /** `native/` folder to run PostgreSQL from. */
  nativeDir: string;
  /** True when `nativeDir` is a copy still to be made (or reused) under `systemDir`. */
  copyBinaries: boolean;
  clusterDir: string;
  /** True when the cluster lives under `systemDir`, named in DATA_DIR's note. */
  relocated: boolean;
}

/** The note in DATA_DIR naming a cluster kept elsewhere (its first line is the cluster's path). */
export const CLUSTER_NOTE = 'postgres-location.txt';

/** A short, stable name for a data folder. */
export function dataDirKey(dataDir: string): string {
  return createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
}

function freshRelocatedDir(facts: TPlacementFacts): string {
  const key = dataDirKey(facts.dataDir);
  // A cluster already there belongs to an earlier copy of this folder (deleted, with its password):
  // never reuse or overwrite it.
  for (let n = 1; ; n++) {
    const candidate = join(facts.systemDir, 'clusters', n === 1 ? key : `${key}-${n}`, 'postgres');
    if (!facts.hasCluster(candidate)) return candidate;
  }
}

function placeCluster(facts: TPlacementFacts): Pick<TPlacement, 'clusterDir' | 'relocated'> {
  const local = join(facts.dataDir, 'postgres');
  if (facts.hasCluster(local)) {
    if (facts.dataDirEnterable) return { clusterDir: local, relocated: false };
    throw new EmbeddedPostgresError(
      `The PostgreSQL data in ${local} cannot be reached by the \`postgres\` system user that runs it: ` +
        `let other users enter every parent folder of ${facts.dataDir} (\`chmod o+x\`), or move the ` +
        'whole folder somewhere they can and set DATA_DIR to it.',
    );
  }
  const noted = facts.notedClusterDir;
  if (noted && facts.hasCluster(noted)) return { clusterDir: noted, relocated: true };
  if (facts.dataDirEnterable) return { clusterDir: local, relocated: false };
  // A noted folder without a cluster is a first start that stopped half-way: start it again there.
  return { clusterDir: noted ?? freshRelocatedDir(facts), relocated: true };
}

/**
 * Where PostgreSQL runs from and keeps its cluster when Haat runs as root: in place when the `postgres`
 * user can reach it (as always), otherwise under `systemDir`. An existing cluster is never moved.
 */
export function planPostgresPlacement(facts: TPlacementFacts): TPlacement {
  const binaries = facts.binariesRunnable
    ? { nativeDir: facts.nativeDir, copyBinaries: false }
    : { nativeDir: join(facts.systemDir, `postgres-${facts.version}`), copyBinaries: true };
  return { ...binaries, ...placeCluster(facts) };
}
