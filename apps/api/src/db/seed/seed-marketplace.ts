import type { TCheckout } from '@haat/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { postTransaction } from '../../modules/ledger/post-transaction.ts';
import { actOnOrder } from '../../modules/orders/act-on-order.ts';
import type { TOrdersDeps } from '../../modules/orders/orders-deps.ts';
import { placeOrders } from '../../modules/orders/place-orders.ts';
import { setCartQuantity } from '../../modules/orders/repository.ts';
import { staffFeatureProduct } from '../../modules/products/feature-product.ts';
import { findUserByEmail } from '../../modules/users/repository.ts';
import { products } from '../schema/products.ts';
import { appMeta } from '../schema/system.ts';

const SEED_KEY = 'seed:marketplace:v1';

type TStep = ['buyer' | 'seller', string, string?];

/** Each demo order: who buys from whose business, how they pay, and how far it has gone. */
const ORDERS: { buyer: string; seller: string; method: 'cod' | 'wallet'; pick: number; steps: TStep[] }[] = [
  {
    buyer: 'nusrat@haat.test',
    seller: 'rahim@haat.test',
    method: 'wallet',
    pick: 0,
    steps: [
      ['seller', 'confirm'],
      ['seller', 'ship', 'Pathao parcel DH-2291'],
      ['seller', 'deliver'],
      ['buyer', 'complete'],
    ],
  },
  {
    buyer: 'omar@haat.test',
    seller: 'rahim@haat.test',
    method: 'cod',
    pick: 1,
    steps: [
      ['seller', 'confirm'],
      ['seller', 'ship'],
      ['seller', 'deliver'],
      ['buyer', 'complete'],
    ],
  },
  {
    buyer: 'omar@haat.test',
    seller: 'nusrat@haat.test',
    method: 'wallet',
    pick: 0,
    steps: [
      ['seller', 'confirm'],
      ['seller', 'ship', 'Sundarban Courier 55012'],
    ],
  },
  { buyer: 'nusrat@haat.test', seller: 'omar@haat.test', method: 'cod', pick: 0, steps: [] },
  {
    buyer: 'rahim@haat.test',
    seller: 'nusrat@haat.test',
    method: 'cod',
    pick: 1,
    steps: [['buyer', 'cancel', 'Ordered the wrong size']],
  },
];

const ADDRESS: TCheckout['address'] = {
  name: '',
  phone: '',
  country: 'BD',
  division: 'dhaka',
  district: 'bd-dhaka',
  city: 'Dhanmondi',
  line: 'House 7, Road 2',
};

/**
 * Adds a few demo orders once per database (after the demo users and directory), through the same
 * checkout and order actions people use, so the ledger, stock and timelines are real: a completed
 * wallet order, a completed cash-on-delivery order, one on its way, one waiting for the seller and
 * one cancelled; and six featured products. Answers false when done before or when the demo users are missing.
 */
export async function seedMarketplace(deps: TOrdersDeps): Promise<boolean> {
  return deps.db.transaction(async (lock) => {
    // Holds the lock while the work runs on other connections; other instances wait, then see it done.
    await lock.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_KEY}))`);
    const [done] = await lock.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done) return false;
    const people = new Map<string, { id: string; name: string; phone: string | null }>();
    for (const email of ['rahim@haat.test', 'nusrat@haat.test', 'omar@haat.test']) {
      const user = await findUserByEmail(deps.db, email);
      if (!user) return false;
      people.set(email, user);
    }
    for (const user of people.values())
      await deps.db.transaction((tx) =>
        postTransaction(tx, {
          type: 'topup',
          entries: [
            { account: { type: 'wallet', userId: user.id }, amount: 2_000_000n },
            { account: { type: 'external', method: 'demo' }, amount: -2_000_000n },
          ],
          reference: 'seed:marketplace',
          memo: 'Demo money',
        }),
      );
    for (const [index, plan] of ORDERS.entries()) {
      const buyer = people.get(plan.buyer);
      const seller = people.get(plan.seller);
      if (!buyer || !seller) continue;
      const offered = await deps.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sellerId, seller.id), eq(products.status, 'active'), gt(products.stock, 3)))
        .orderBy(asc(products.price), asc(products.id))
        .limit(plan.pick + 1);
      const product = offered[plan.pick] ?? offered[0];
      if (!product) continue;
      await setCartQuantity(deps.db, buyer.id, product.id, 1);
      const placed = await placeOrders(
        deps,
        buyer.id,
        {
          payment_method: plan.method,
          address: { ...ADDRESS, name: buyer.name, phone: buyer.phone ?? '' },
          note: null,
        },
        `seed-marketplace-${index}`,
      );
      const order = placed.body.orders[0];
      if (!order) continue;
      for (const [party, action, note] of plan.steps)
        await actOnOrder(
          deps,
          order.id,
          { role: 'user', userId: party === 'buyer' ? buyer.id : seller.id },
          { action: action as Parameters<typeof actOnOrder>[3]['action'], note },
        );
    }
    // A few featured products for the marketplace home, as staff would choose them.
    const picks = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), gt(products.stock, 0)))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(40);
    for (const [index, pick] of picks.entries())
      if (index % 7 === 0) await staffFeatureProduct(deps, null, pick.id, 30);
    await lock.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return true;
  });
}
