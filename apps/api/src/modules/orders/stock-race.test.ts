import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { fund } from '../wallet/wallet-test-helpers.ts';
import { addToCart, balance, checkout, createSeller } from './orders-test-helpers.ts';

let t: TTestApp;

beforeAll(async () => {
  // A pool as large as a server's, so the checkouts really run side by side.
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('stock never oversells', () => {
  it('gives the last 10 units to exactly 10 of 50 concurrent buyers; the other 40 hear "out of stock"', async () => {
    const seller = await createSeller(t, { price: 25_000, stock: 10, title: 'Hilsa 1 kg' });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const buyer = await registerUser(t.app);
        // Half pay from the wallet (money into escrow), half cash on delivery.
        if (index % 2 === 0) await fund(t.database.db, buyer.user.id, 100_000);
        const added = await addToCart(t.app, buyer.token, seller.product.id, 1);
        expect(added.statusCode).toBe(200);
        return { ...buyer, method: index % 2 === 0 ? 'wallet' : 'cod' };
      }),
    );
    const answers = await Promise.all(
      buyers.map((buyer) => checkout(t.app, buyer.token, { payment_method: buyer.method })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: expect.stringContaining('Hilsa 1 kg'),
      });
    const product = await call(t.app, 'GET', `/api/my/products/${seller.product.id}`, {
      token: seller.token,
    });
    expect(product.json().data.stock).toBe(0);
    const sales = await call(t.app, 'GET', '/api/orders?role=seller', { token: seller.token });
    expect(sales.json().meta.total).toBe(10);
    // Escrow holds exactly the wallet orders that went through; refused buyers kept their money.
    const paidByWallet = answers.filter(
      (answer, index) => answer.statusCode === 201 && buyers[index]?.method === 'wallet',
    ).length;
    expect(await balance(t, { type: 'escrow' })).toBe(paidByWallet * (25_000 + 6_000));
    for (const [index, answer] of answers.entries()) {
      const buyer = buyers[index];
      if (buyer?.method !== 'wallet') continue;
      const expected = answer.statusCode === 201 ? 100_000 - 31_000 : 100_000;
      expect(await balance(t, { type: 'wallet', userId: buyer.user.id })).toBe(expected);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
