import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/payments.ts';
import { topUp } from './payments-test-helpers.ts';
import { startPaymentsSweep } from './start-payments-sweep.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ payments: { demo: true, reconcileSeconds: 1, expireMinutes: 60 } });
});
afterAll(() => t.close());

async function statusOf(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('startPaymentsSweep', () => {
  it('sweeps on its interval, one instance at a time, and stops when asked', async () => {
    const { token } = await registerUser(t.app);
    const old = (await topUp(t.app, token, { method: 'demo', amount: 5_000 })).json().data.payment
      .id as string;
    const fresh = (await topUp(t.app, token, { method: 'demo', amount: 5_000 })).json().data.payment
      .id as string;
    // Make one look abandoned two hours ago.
    await t.database.db.execute(
      sql`UPDATE payments SET created_at = now() - interval '2 hours' WHERE id = ${old}`,
    );
    // Two "instances" sharing the database: the advisory lock lets one sweep at a time.
    const stops = [startPaymentsSweep(t.app.deps), startPaymentsSweep(t.app.deps)];
    try {
      await expect.poll(async () => (await statusOf(old))?.status, { timeout: 5_000 }).toBe('failed');
      expect(await statusOf(old)).toMatchObject({ reason: 'expired' });
      expect((await statusOf(fresh))?.status).toBe('pending');
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('never sweeps when turned off (0 seconds)', async () => {
    const { token } = await registerUser(t.app);
    const old = (await topUp(t.app, token, { method: 'demo', amount: 5_000 })).json().data.payment
      .id as string;
    await t.database.db.execute(
      sql`UPDATE payments SET created_at = now() - interval '2 hours' WHERE id = ${old}`,
    );
    const deps = t.app.deps;
    const stop = startPaymentsSweep({
      ...deps,
      config: { ...deps.config, payments: { demo: true, reconcileSeconds: 0 } },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect((await statusOf(old))?.status).toBe('pending');
    } finally {
      stop();
    }
  });
});
