import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { defineJob, type TJobContext } from './job-types.ts';
import { recordingJobs, sentJobs } from './recording-jobs.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TRun {
  n: number;
  at: number;
  context: TJobContext;
}

describe('openJobQueue', () => {
  it('runs a job sent with startAfter within a few seconds after its time, not before', async () => {
    const runs: TRun[] = [];
    // Sent before `run`: the queue is created on the first send.
    const startAfter = new Date(Date.now() + 2_000);
    const id = await t.app.jobs.send('test.later', { n: 1 }, { startAfter });
    expect(id).toEqual(expect.any(String));
    await t.queue!.run([
      defineJob<{ n: number }>({
        name: 'test.later',
        handler: async ({ n }, context) => {
          runs.push({ n, at: Date.now(), context });
        },
      }),
    ]);
    await sleep(1_500);
    expect(runs).toEqual([]);
    await expect.poll(() => runs.length, { timeout: 6_000, interval: 100 }).toBe(1);
    const [run] = runs;
    expect(run).toMatchObject({ n: 1, context: { jobId: id, retryCount: 0, lastTry: true } });
    expect(run!.at).toBeGreaterThanOrEqual(startAfter.getTime());
    expect(run!.at - startAfter.getTime()).toBeLessThan(3_000);
  });

  it('runs a job due now at once (this instance wakes its worker)', async () => {
    const runs: number[] = [];
    await t.queue!.run([
      defineJob<{ n: number }>({
        name: 'test.now',
        handler: async ({ n }) => {
          runs.push(n);
        },
      }),
    ]);
    const sentAt = Date.now();
    await t.app.jobs.send('test.now', { n: 7 });
    await expect.poll(() => runs, { timeout: 3_000, interval: 50 }).toEqual([7]);
    expect(Date.now() - sentAt).toBeLessThan(1_500);
  });

  it('retries a failing handler with backoff, says which try is the last, then keeps the job as failed with the reason', async () => {
    const tries: TRun[] = [];
    await t.queue!.run([
      defineJob<{ n: number }>({
        name: 'test.flaky',
        retry: { limit: 2, delaySeconds: 1, backoff: true },
        handler: async ({ n }, context) => {
          tries.push({ n, at: Date.now(), context });
          throw new Error(`gateway refused try ${context.retryCount}`);
        },
      }),
    ]);
    const id = await t.app.jobs.send('test.flaky', { n: 3 });
    await expect.poll(() => tries.length, { timeout: 15_000, interval: 100 }).toBe(3);
    expect(tries.map(({ context }) => [context.retryCount, context.lastTry])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    // Backoff: delay × 2^retry, jittered up to twice that (1–2 s, then 2–4 s).
    const [first, second, third] = tries.map(({ at }) => at);
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(third! - second!).toBeGreaterThanOrEqual(1_900);
    await expect
      .poll(async () => {
        const result = await t.database.db.execute<{ state: string; message: string }>(
          sql`SELECT state, output->>'message' AS message FROM pgboss.job WHERE id = ${id}`,
        );
        return result.rows[0];
      })
      .toEqual({ state: 'failed', message: 'gateway refused try 2' });
    await sleep(1_500);
    expect(tries).toHaveLength(3);
  });

  it('completes a job whose retry succeeds', async () => {
    const tries: number[] = [];
    await t.queue!.run([
      defineJob({
        name: 'test.second-time-lucky',
        retry: { limit: 3, delaySeconds: 1, backoff: false },
        handler: async (_data, { retryCount }) => {
          tries.push(retryCount);
          if (retryCount === 0) throw new Error('not yet');
        },
      }),
    ]);
    const id = await t.app.jobs.send('test.second-time-lucky', {});
    await expect
      .poll(
        async () =>
          (await t.database.db.execute<{ state: string }>(sql`SELECT state FROM pgboss.job WHERE id = ${id}`))
            .rows[0]?.state,
        { timeout: 8_000, interval: 100 },
      )
      .toBe('completed');
    expect(tries).toEqual([0, 1]);
  });

  it('queues a singleton key once while its job waits', async () => {
    const startAfter = new Date(Date.now() + 60_000);
    const first = await t.app.jobs.send('test.keyed', { post: 'a' }, { singletonKey: 'post-a', startAfter });
    const again = await t.app.jobs.send('test.keyed', { post: 'a' }, { singletonKey: 'post-a', startAfter });
    const other = await t.app.jobs.send('test.keyed', { post: 'b' }, { singletonKey: 'post-b', startAfter });
    const keyless = await Promise.all([t.app.jobs.send('test.keyed', {}), t.app.jobs.send('test.keyed', {})]);
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(keyless).toEqual([expect.any(String), expect.any(String)]);
  });

  it('holds a singleton key while its job runs or retries, and frees it once the job is done', async () => {
    const started: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await t.queue!.run([
      defineJob<{ key: string }>({
        name: 'test.keyed-run',
        retry: { limit: 1, delaySeconds: 3, backoff: false },
        handler: async ({ key }, { retryCount }) => {
          started.push(`${key}#${retryCount}`);
          if (key === 'slow') await gate;
          if (key === 'flaky' && retryCount === 0) throw new Error('try again');
        },
      }),
    ]);
    const send = (key: string) => t.app.jobs.send('test.keyed-run', { key }, { singletonKey: key });
    expect(await send('slow')).toEqual(expect.any(String));
    await expect.poll(() => started, { interval: 50 }).toContain('slow#0');
    expect(await send('slow')).toBeNull();
    release();
    expect(await send('flaky')).toEqual(expect.any(String));
    await expect.poll(() => started, { interval: 50 }).toContain('flaky#0');
    await sleep(300);
    // Failed once, waiting for its retry.
    expect(await send('flaky')).toBeNull();
    await expect.poll(() => started, { timeout: 8_000, interval: 100 }).toContain('flaky#1');
    await sleep(300);
    // Both done: the keys are free again.
    expect(await send('slow')).toEqual(expect.any(String));
    expect(await send('flaky')).toEqual(expect.any(String));
    await expect.poll(() => started.filter((run) => run.endsWith('#0')), { interval: 50 }).toHaveLength(4);
  });
});

describe('recordingJobs', () => {
  it('keeps what is sent, a waiting singleton key once, and is the app’s jobs when no queue is given', async () => {
    const jobs = recordingJobs();
    const at = new Date('2030-01-01T00:00:00Z');
    expect(
      await jobs.send('social.publish-post', { postId: 'p1' }, { singletonKey: 'p1', startAfter: at }),
    ).toEqual(expect.any(String));
    expect(await jobs.send('social.publish-post', { postId: 'p1' }, { singletonKey: 'p1' })).toBeNull();
    await jobs.send('other.job', { n: 1 });
    expect(sentJobs(jobs, 'social.publish-post')).toEqual([
      {
        name: 'social.publish-post',
        data: { postId: 'p1' },
        options: { singletonKey: 'p1', startAfter: at },
      },
    ]);
    expect(sentJobs(jobs)).toHaveLength(2);
    expect(() => sentJobs(t.app.jobs)).toThrow(/real queue/);
    const plain = await createTestApp();
    try {
      await plain.app.jobs.send('x.y', { a: 1 });
      expect(sentJobs(plain.app.jobs)).toEqual([{ name: 'x.y', data: { a: 1 }, options: {} }]);
    } finally {
      await plain.close();
    }
  });
});
