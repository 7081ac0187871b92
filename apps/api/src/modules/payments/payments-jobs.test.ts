import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, startInstance, type TTestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/payments.ts';
import { cronEvery, paymentsJobs } from './payments-jobs.ts';
import { topUp } from './payments-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp(
    { payments: { demo: true, reconcileSeconds: 60, expireMinutes: 60 } },
    { jobs: true },
  );
});
afterAll(() => t.close());

async function statusOf(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('paymentsJobs', () => {
  it('sweeps on the job queue, one instance at a time', async () => {
    const { token } = await registerUser(t.app);
    const old = (await topUp(t.app, token, { method: 'demo', amount: 5_000 })).json().data.payment
      .id as string;
    const fresh = (await topUp(t.app, token, { method: 'demo', amount: 5_000 })).json().data.payment
      .id as string;
    // Make one look abandoned two hours ago.
    await t.database.db.execute(
      sql`UPDATE payments SET created_at = now() - interval '2 hours' WHERE id = ${old}`,
    );
    // Two "instances" sharing the database schedule the same jobs.
    await t.queue!.run(paymentsJobs(t.app.deps));
    const two = await startInstance(t, (app) => paymentsJobs(app.deps));
    try {
      await expect.poll(async () => (await statusOf(old))?.status, { timeout: 10_000 }).toBe('failed');
      expect(await statusOf(old)).toMatchObject({ reason: 'expired' });
      expect((await statusOf(fresh))?.status).toBe('pending');
    } finally {
      await two.close();
    }
  });

  it('schedules nothing when the sweep is turned off (0 seconds)', () => {
    const deps = t.app.deps;
    const jobs = paymentsJobs({
      ...deps,
      config: { ...deps.config, payments: { demo: true, reconcileSeconds: 0 } },
    });
    expect(jobs.map((job) => [job.name, job.cron])).toEqual([
      ['payments.sweep', undefined],
      ['payments.prune-idempotency-keys', undefined],
    ]);
    expect(paymentsJobs(deps).map((job) => job.cron)).toEqual(['* * * * *', '0 * * * *']);
  });

  it('turns PAYMENTS_RECONCILE_SECONDS into a cron expression in whole minutes', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(60)).toBe('* * * * *');
    expect(cronEvery(61)).toBe('*/2 * * * *');
    expect(cronEvery(300)).toBe('*/5 * * * *');
    expect(cronEvery(3_600)).toBe('0 */1 * * *');
    expect(cronEvery(86_400)).toBe('0 */24 * * *');
  });
});
