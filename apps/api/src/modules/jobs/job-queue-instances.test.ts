import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startInstance, type TTestApp } from '../../../test/test-app.ts';
import { defineJob } from './job-types.ts';

/*
 * Several API instances on one database (each its own pool, queue and app, as separate processes
 * would be): every job runs on exactly one of them, once, across a restart too.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who ran which job, counted per job number. */
function tally() {
  const runs = new Map<number, string[]>();
  return {
    runs,
    /** A definition of `name` whose handler notes that `instance` ran it. */
    definition: (name: string, instance: string, ms = 0) =>
      defineJob<{ n: number }>({
        name,
        handler: async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), instance]);
          if (ms) await sleep(ms);
        },
      }),
    by: (instance: string) => [...runs.values()].filter((who) => who.includes(instance)).length,
    twice: () => [...runs.entries()].filter(([, who]) => who.length > 1),
  };
}

describe('the job queue across instances', () => {
  it('runs each of 100 jobs due at once exactly once with two instances working', async () => {
    const count = tally();
    // Each job takes 150 ms, so one instance alone would need over a second: the other, polling
    // every half second, gets its share even on a busy machine.
    await t.queue!.run([count.definition('test.many', 'one', 150)]);
    const two = await startInstance(t, () => [count.definition('test.many', 'two', 150)]);
    try {
      const startAfter = new Date(Date.now() + 1_000);
      const ids = await Promise.all(
        Array.from({ length: 100 }, (_, n) => t.app.jobs.send('test.many', { n }, { startAfter })),
      );
      expect(new Set(ids).size).toBe(100);
      await expect.poll(() => count.runs.size, { timeout: 20_000, interval: 100 }).toBe(100);
      await sleep(1_500);
      expect(count.twice()).toEqual([]);
      expect(count.runs.size).toBe(100);
      // Both took part.
      expect(count.by('one')).toBeGreaterThan(0);
      expect(count.by('two')).toBeGreaterThan(0);
    } finally {
      await two.close();
    }
  });

  it('loses no job and runs none twice when an instance stops half-way and another starts', async () => {
    const count = tally();
    // `t` only sends here; the work is done by "first", then after its restart by "second".
    const first = await startInstance(t, () => [count.definition('test.restart', 'first', 100)], {
      batchSize: 5,
    });
    let second: Awaited<ReturnType<typeof startInstance>> | undefined;
    try {
      await Promise.all(Array.from({ length: 60 }, (_, n) => t.app.jobs.send('test.restart', { n })));
      await expect.poll(() => count.runs.size, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(10);
      // A graceful stop: the handlers running finish, nothing new is taken.
      await first.close();
      const doneByFirst = count.runs.size;
      expect(doneByFirst).toBeLessThan(60);
      await sleep(1_000);
      expect(count.runs.size).toBe(doneByFirst);
      second = await startInstance(t, () => [count.definition('test.restart', 'second', 10)]);
      await expect.poll(() => count.runs.size, { timeout: 15_000, interval: 100 }).toBe(60);
      await sleep(1_000);
      expect(count.twice()).toEqual([]);
      expect(count.by('first')).toBe(doneByFirst);
      expect(count.by('second')).toBe(60 - doneByFirst);
    } finally {
      await second?.close();
    }
  });

  it('runs a cron job once per minute however many instances schedule it', { timeout: 45_000 }, async () => {
    // The test's queues check the schedules every second (pg-boss: every 30 s), so the first
    // minute's job comes at once; keep clear of a minute's turn, when the next one is due.
    const second = new Date().getUTCSeconds();
    if (second > 45) await sleep((61 - second) * 1_000);
    const runs: { instance: string; at: Date }[] = [];
    const sweep = (instance: string) =>
      defineJob({
        name: 'test.sweep',
        cron: '* * * * *',
        handler: async () => {
          runs.push({ instance, at: new Date() });
        },
      });
    await t.queue!.run([sweep('one')]);
    const two = await startInstance(t, () => [sweep('two')]);
    const three = await startInstance(t, () => [sweep('three')]);
    try {
      await expect.poll(() => runs.length, { timeout: 8_000, interval: 100 }).toBe(1);
      // Every instance checks the schedule each second meanwhile; the minute's job is not sent again.
      await sleep(4_000);
      expect(runs).toHaveLength(1);
      expect(runs[0]!.at.getUTCMinutes()).toBe(new Date().getUTCMinutes());
    } finally {
      await two.close();
      await three.close();
    }
  });
});
