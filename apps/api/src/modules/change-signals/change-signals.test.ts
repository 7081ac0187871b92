import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  registerUser,
  startInstance,
  type TTestApp,
  type TTestInstance,
} from '../../../test/test-app.ts';
import { createBusiness } from '../directory/directory-test-helpers.ts';
import { openChangeSignals, SIGNAL_CHANNEL } from './open-change-signals.ts';

/*
 * Change signals across instances (decision 072): two apps on one database, each with its own pool
 * and listener, as two processes would be. Caches are kept for an hour here, so only a signal can
 * make an instance see another's change.
 */

let t: TTestApp;
let b: TTestInstance;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, directoryCacheSeconds: 3_600 }, { signals: true });
  b = await startInstance(t);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

/** Polls `check` every 50 ms for at most 3 seconds (signals arrive in milliseconds; a busy machine is slow). */
async function soon(check: () => Promise<boolean> | boolean): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 3_000) throw new Error('not seen within 3 seconds');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('change signals between instances', () => {
  it("a business renamed on A shows its new name on B's cached page and search at once", async () => {
    const owner = await registerUser(t.app);
    const business = await createBusiness(t.app, owner.token, { name: 'Signal Tea House', city: 'Dhaka' });
    const page = () => b.app.inject({ method: 'GET', url: `/api/businesses/${business.slug}` });
    const search = () => b.app.inject({ method: 'GET', url: '/api/businesses?q=Signal' });
    // B reads and keeps both (an hour, in this test).
    expect((await page()).json().data.business.name).toBe('Signal Tea House');
    expect((await search()).json().data.map((row: { name: string }) => row.name)).toContain(
      'Signal Tea House',
    );
    expect(b.app.directoryCache.size).toBeGreaterThan(0);

    const renamed = await call(t.app, 'PATCH', `/api/my/businesses/${business.id}`, {
      token: owner.token,
      body: { name: 'Signal Coffee House' },
    });
    expect(renamed.statusCode).toBe(200);
    await soon(async () => (await page()).json().data.business.name === 'Signal Coffee House');
    await soon(async () =>
      (await search()).json().data.some((row: { name: string }) => row.name === 'Signal Coffee House'),
    );
  });

  it('a subscriber runs for changes from other instances, not twice for its own', async () => {
    let onA = 0;
    let onB = 0;
    const offA = t.app.deps.signals.subscribe('settings', () => {
      onA += 1;
    });
    const offB = b.app.deps.signals.subscribe('settings', () => {
      onB += 1;
    });
    try {
      await t.app.deps.signals.publish('settings');
      expect(onA).toBe(1);
      await soon(() => onB === 1);
      await b.app.deps.signals.publish('settings');
      expect(onB).toBe(2);
      await soon(() => onA === 2);
      // Nothing else arrives later (an instance ignores its own notification).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([onA, onB]).toEqual([2, 2]);
    } finally {
      offA();
      offB();
    }
  });

  it('ignores notifications on its channel that are not signals', async () => {
    let runs = 0;
    const off = b.app.deps.signals.subscribe('directory', () => {
      runs += 1;
    });
    try {
      for (const payload of [
        'not json',
        '{"t":"nothing"}',
        '{"i":"x"}',
        '[]',
        `{"t":"directory","i":"someone"}`,
      ])
        await t.database.pool.query('SELECT pg_notify($1, $2)', [SIGNAL_CHANNEL, payload]);
      await soon(() => runs === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(runs).toBe(1);
    } finally {
      off();
    }
  });

  it('listens again after losing its connection, and clears everything it kept', async () => {
    const pool = new pg.Pool({ connectionString: t.url, max: 1 });
    const signals = await openChangeSignals({ connectionString: t.url, pool, maxRetryMs: 500 });
    const warnings: string[] = [];
    signals.logTo({ info: () => undefined, warn: (_object, message) => warnings.push(message) });
    let cleared = 0;
    signals.subscribe('directory', () => {
      cleared += 1;
    });
    try {
      // The database ends the listening connection (as a restart or a network cut would).
      const ended = await t.database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'haat-signals' AND datname = current_database()
            AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await soon(() => cleared >= 1);
      await signals.listening();
      expect(warnings.some((message) => message.includes('listening again'))).toBe(true);
      // It hears others again.
      const before = cleared;
      await t.app.deps.signals.publish('directory');
      await soon(() => cleared === before + 1);
    } finally {
      await signals.close();
      await pool.end();
    }
  });
});
