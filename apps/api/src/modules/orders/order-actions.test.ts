import {
  allowedOrderActions,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type TOrderAction,
  type TOrderStatus,
} from '@haat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { act, addToCart, checkout, createSeller } from './orders-test-helpers.ts';

let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let buyer: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  seller = await createSeller(t, { price: 10_000, stock: 1_000 });
  buyer = await registerUser(t.app);
  stranger = await registerUser(t.app);
});

afterAll(async () => {
  await t?.close();
});

type TStep = [party: 'buyer' | 'seller', action: TOrderAction];
/** How an order reaches each status from `placed`. */
const PATHS: Record<TOrderStatus, TStep[]> = {
  placed: [],
  confirmed: [['seller', 'confirm']],
  shipped: [
    ['seller', 'confirm'],
    ['seller', 'ship'],
  ],
  delivered: [
    ['seller', 'confirm'],
    ['seller', 'ship'],
    ['seller', 'deliver'],
  ],
  completed: [
    ['seller', 'confirm'],
    ['seller', 'ship'],
    ['buyer', 'complete'],
  ],
  cancelled: [['buyer', 'cancel']],
  refund_requested: [
    ['seller', 'confirm'],
    ['seller', 'ship'],
    ['seller', 'deliver'],
    ['buyer', 'request_refund'],
  ],
  refunded: [
    ['seller', 'confirm'],
    ['seller', 'ship'],
    ['seller', 'deliver'],
    ['buyer', 'request_refund'],
    ['seller', 'refund'],
  ],
};

const tokenOf = (party: 'buyer' | 'seller' | 'stranger') =>
  party === 'buyer' ? buyer.token : party === 'seller' ? seller.token : stranger.token;

async function orderIn(status: TOrderStatus): Promise<string> {
  await addToCart(t.app, buyer.token, seller.product.id, 1);
  const placed = await checkout(t.app, buyer.token, { payment_method: 'cod' });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.orders[0].id as string;
  for (const [party, action] of PATHS[status]) {
    const step = await act(t.app, tokenOf(party), id, action, 'a reason');
    expect(step.statusCode, `${party} ${action}: ${step.body}`).toBe(200);
  }
  return id;
}

/** Who may ever take each action (the other party gets 403 whatever the status). */
function mayEver(party: 'buyer' | 'seller', action: TOrderAction): boolean {
  return ORDER_STATUSES.some((status) => allowedOrderActions(status, party).includes(action));
}

describe('order actions: only the right party, only from the right status', () => {
  it.each(ORDER_STATUSES)('from %s', async (status) => {
    const id = await orderIn(status);
    const allowed: TStep[] = [];
    for (const action of ORDER_ACTIONS) {
      const foreign = await act(t.app, stranger.token, id, action, 'a reason');
      expect(foreign.statusCode, `stranger ${action}`).toBe(404);
      for (const party of ['buyer', 'seller'] as const) {
        if (allowedOrderActions(status, party).includes(action)) {
          allowed.push([party, action]);
          continue;
        }
        const answer = await act(t.app, tokenOf(party), id, action, 'a reason');
        expect(answer.statusCode, `${party} ${action} from ${status}`).toBe(
          mayEver(party, action) ? 409 : 403,
        );
      }
    }
    // Nothing above changed the order.
    const still = await call(t.app, 'GET', `/api/orders/${id}`, { token: buyer.token });
    expect(still.json().data.status).toBe(status);
    // Each allowed action works, on an order of its own in this status.
    for (const [party, action] of allowed) {
      const fresh = await orderIn(status);
      const answer = await act(t.app, tokenOf(party), fresh, action, 'a reason');
      expect(answer.statusCode, `${party} ${action} from ${status}: ${answer.body}`).toBe(200);
      expect(answer.json().data.events.at(-1)).toMatchObject({ from_status: status, actor_role: party });
    }
  });

  it('asks for a reason to cancel, to ask for a refund and to decline one', async () => {
    const id = await orderIn('placed');
    const bare = await act(t.app, buyer.token, id, 'cancel');
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ note: ['Please give a reason'] });
    const cancelled = await act(t.app, seller.token, id, 'cancel', 'Out of this colour');
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Out of this colour' });
  });

  it('keeps a timeline of who did what, with notes, and tells the other side', async () => {
    const id = await orderIn('shipped');
    const detail = await call(t.app, 'GET', `/api/orders/${id}`, { token: seller.token });
    expect(detail.json().data.events.map((event: { to_status: string }) => event.to_status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
    ]);
    const notices = await call(t.app, 'GET', '/api/notifications', { token: buyer.token });
    expect(notices.json().data[0]).toMatchObject({
      type: 'order_status_changed',
      data: { status: 'shipped' },
    });
    const bad = await call(t.app, 'POST', `/api/orders/${id}/actions`, {
      token: buyer.token,
      body: { action: 'teleport' },
    });
    expect(bad.statusCode).toBe(422);
    const notAnId = await call(t.app, 'GET', '/api/orders/not-an-id', { token: buyer.token });
    expect(notAnId.statusCode).toBe(422);
  });
});
