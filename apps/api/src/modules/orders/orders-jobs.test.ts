import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, startInstance, type TTestApp } from '../../../test/test-app.ts';
import { orders } from '../../db/schema/orders.ts';
import { fund } from '../wallet/wallet-test-helpers.ts';
import { ordersJobs } from './orders-jobs.ts';
import { act, addToCart, checkout, createSeller } from './orders-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 }, { jobs: true });
});
afterAll(() => t.close());

describe('ordersJobs', () => {
  it('completes a delivered order whose time has come, once, with two instances scheduling the sweep', async () => {
    const seller = await createSeller(t, { price: 10_000, stock: 5 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 50_000);
    await addToCart(t.app, buyer.token, seller.product.id, 1);
    const placed = await checkout(t.app, buyer.token, { payment_method: 'wallet' });
    const orderId = placed.json().data.orders[0].id as string;
    for (const action of ['confirm', 'ship', 'deliver'])
      expect((await act(t.app, seller.token, orderId, action)).statusCode).toBe(200);
    await t.database.db
      .update(orders)
      .set({ autoCompleteAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));

    await t.queue!.run(ordersJobs({ ...t.app.deps, storage: t.app.storage }));
    const two = await startInstance(t, (app) => ordersJobs({ ...app.deps, storage: app.storage }));
    try {
      const status = async () =>
        (await call(t.app, 'GET', `/api/orders/${orderId}`, { token: buyer.token })).json().data;
      await expect.poll(async () => (await status()).status, { timeout: 10_000 }).toBe('completed');
      const events = (await status()).events as { to_status: string; actor_role: string }[];
      expect(events.filter((event) => event.to_status === 'completed')).toEqual([
        expect.objectContaining({ actor_role: 'system' }),
      ]);
    } finally {
      await two.close();
    }
  });
});
