import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TOrder } from '@haat/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DHAKA_ADDRESS } from '../src/modules/orders/orders-test-helpers.ts';
import { spawnServer, type TSpawnedServer } from './spawn-server.ts';

/*
 * Issue 18 item 3 (decision 071): `kill -9` of the server under write load (transfers, orders,
 * uploads), then of its embedded PostgreSQL, loses no acknowledged write, leaves no half-done money
 * movement or stock change, and the app comes back by itself. The real server (`src/server.ts`,
 * embedded PostgreSQL, demo seed) on its own data folder; everything through its HTTP API.
 */

const PORT = 45401;
const PG_PORT = 45451;
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_PASSWORD = 'Demo@12345';
const PRICE = 10_000;
const STOCK = 400;

let dataDir: string;

// ---------------------------------------------------------------- the server process

type TServer = TSpawnedServer;

function startServer(): TServer {
  return spawnServer(dataDir, {
    PORT: String(PORT),
    PG_PORT: String(PG_PORT),
    SMTP_URL: '',
    LOG_FORMAT: 'json',
    // The burst is one client: the per-user and per-address limits would refuse most of it.
    RATE_LIMIT_FACTOR: '1000',
  });
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms: number,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitUntilServing(server: TServer): Promise<void> {
  await until(
    'the server to start',
    () => {
      if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
      return server.output().includes('Haat is running at');
    },
    90_000,
  );
}

async function postmasterPid(): Promise<number> {
  const text = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

// ---------------------------------------------------------------- HTTP

interface TAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answers of many endpoints, read field by field
  body: any;
  headers: Headers;
}

async function csrf(): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${BASE}/api/auth/csrf`);
  const token = ((await response.json()) as { data: { csrf_token: string } }).data.csrf_token;
  return { cookie: `XSRF-TOKEN=${token}`, token };
}

/** One JSON call; a bearer token or else a CSRF pair. Throws on network errors (the server is gone). */
async function api(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<TAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  else if (method !== 'GET') {
    const pair = await csrf();
    headers.cookie = pair.cookie;
    headers['x-csrf-token'] = pair.token;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, headers: response.headers };
}

async function ok(method: string, path: string, options: Parameters<typeof api>[2] = {}) {
  const answer = await api(method, path, options);
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

interface TUser {
  id: string;
  email: string;
  token: string;
}

async function login(email: string, password: string): Promise<TUser> {
  const data = await ok('POST', '/api/auth/login', { body: { login: email, password } });
  return { id: data.user.id, email, token: data.token };
}

let registered = 0;
async function register(name: string): Promise<TUser> {
  registered += 1;
  const suffix = `${process.pid % 1000}${registered}`.padStart(8, '0').slice(-8);
  const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'crash-pass-1';
  const data = await ok('POST', '/api/auth/register', {
    body: {
      name,
      email,
      phone: `019${suffix}`,
      country: 'BD',
      password,
      password_confirmation: password,
      terms: true,
    },
  });
  return { id: data.user.id, email, token: data.token };
}

/** A demo-gateway top-up, paid the way the hosted page's Pay button does. */
async function topUp(user: TUser, amount: number): Promise<void> {
  const data = await ok('POST', '/api/payments/top-ups', {
    token: user.token,
    body: { method: 'demo', amount },
    headers: { 'idempotency-key': randomUUID() },
  });
  const url = new URL(data.redirect_url);
  const pair = await csrf();
  const response = await fetch(`${BASE}${url.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: pair.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _token: pair.token, sig: url.searchParams.get('sig') ?? '', action: 'pay' }),
  });
  expect(response.status).toBe(303);
}

async function uploadPhoto(token: string, cardId: string, photo: Buffer): Promise<TAnswer> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${BASE}/api/cards/${cardId}/photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    body: await response.json().catch(() => ({})),
    headers: response.headers,
  };
}

// ---------------------------------------------------------------- the world and the burst

type TOutcome = 'acked' | 'refused' | 'unknown';

interface TTransfer {
  from: number;
  to: number;
  amount: number;
  key: string;
  outcome: TOutcome;
  transactionId?: string;
}

interface TOrderAttempt {
  buyer: number;
  outcome: TOutcome;
  orderIds: string[];
}

interface TCardAttempt {
  /** Set once the card's creation was acknowledged. */
  cardId?: string;
  /** Set once its photo upload was acknowledged. */
  photoUrl?: string;
  outcome: TOutcome;
}

interface TWorld {
  admin: TUser;
  /** rahim, nusrat, omar: they send each other money. */
  demo: TUser[];
  initialBalances: number[];
  seller: TUser;
  productId: string;
  buyers: { user: TUser; method: 'wallet' | 'cod'; funded: number }[];
  photo: Buffer;
  transfers: TTransfer[];
  orders: TOrderAttempt[];
  cards: TCardAttempt[];
}

let world: TWorld;

const walletBalance = async (user: TUser) =>
  (await ok('GET', '/api/wallet', { token: user.token })).balance as number;

async function ledger(admin: TUser) {
  return ok('GET', '/api/admin/ledger/check', { token: admin.token }) as Promise<{
    balanced: boolean;
    problems: string[];
  }>;
}

/** A 2xx is acknowledged, a 4xx was refused (nothing happened), anything else is not known. */
const outcomeOf = (status: number): TOutcome =>
  status < 300 ? 'acked' : status < 500 ? 'refused' : 'unknown';

interface TBurst {
  stop(): Promise<void>;
  acked(): { transfers: number; orders: number; photos: number };
}

/**
 * Concurrent writers until stopped: two transfer loops per demo user, one checkout loop per buyer,
 * two card-and-photo loops. A loop ends when the server is gone (a network error); answers of 5xx
 * (its database is gone) are recorded and the loop goes on.
 */
function startBurst(): TBurst {
  let stopped = false;
  const since = { transfers: world.transfers.length, orders: world.orders.length, cards: world.cards.length };
  const pause = () => new Promise((r) => setTimeout(r, 50));
  const loops: Promise<void>[] = [];

  // Two loops per demo user.
  for (const from of [0, 1, 2, 0, 1, 2]) {
    loops.push(
      (async () => {
        for (let round = 0; !stopped; round++) {
          const to = (from + 1 + (round % 2)) % world.demo.length;
          const transfer: TTransfer = {
            from,
            to,
            amount: 100 + Math.floor(Math.random() * 900),
            key: randomUUID(),
            outcome: 'unknown',
          };
          world.transfers.push(transfer);
          try {
            const answer = await sendTransfer(transfer);
            transfer.outcome = outcomeOf(answer.status);
            if (transfer.outcome === 'acked') transfer.transactionId = answer.body.data.transaction_id;
            else await pause();
          } catch {
            return;
          }
        }
      })(),
    );
  }

  for (const [index, buyer] of world.buyers.entries()) {
    loops.push(
      (async () => {
        while (!stopped) {
          const attempt: TOrderAttempt = { buyer: index, outcome: 'unknown', orderIds: [] };
          try {
            const added = await api('PUT', `/api/cart/items/${world.productId}`, {
              token: buyer.user.token,
              body: { quantity: 1 },
            });
            if (added.status >= 300) {
              await pause();
              continue;
            }
            world.orders.push(attempt);
            const answer = await api('POST', '/api/checkout', {
              token: buyer.user.token,
              body: { address: DHAKA_ADDRESS, payment_method: buyer.method },
              headers: { 'idempotency-key': randomUUID() },
            });
            attempt.outcome = outcomeOf(answer.status);
            if (attempt.outcome === 'acked')
              attempt.orderIds = answer.body.data.orders.map((order: { id: string }) => order.id);
            else await pause();
          } catch {
            return;
          }
        }
      })(),
    );
  }

  for (let lane = 0; lane < 2; lane++) {
    loops.push(
      (async () => {
        while (!stopped) {
          const attempt: TCardAttempt = { outcome: 'unknown' };
          world.cards.push(attempt);
          try {
            const created = await api('POST', '/api/cards', {
              token: world.seller.token,
              body: { full_name: `Crash Card ${world.cards.length}` },
            });
            if (created.status >= 300) {
              attempt.outcome = outcomeOf(created.status);
              await pause();
              continue;
            }
            attempt.cardId = created.body.data.id;
            const answer = await uploadPhoto(world.seller.token, created.body.data.id, world.photo);
            attempt.outcome = outcomeOf(answer.status);
            if (attempt.outcome === 'acked') attempt.photoUrl = answer.body.data.photo_url;
            else await pause();
          } catch {
            return;
          }
        }
      })(),
    );
  }

  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
    acked: () => ({
      transfers: world.transfers.slice(since.transfers).filter((t) => t.outcome === 'acked').length,
      orders: world.orders.slice(since.orders).filter((o) => o.outcome === 'acked').length,
      photos: world.cards.slice(since.cards).filter((c) => c.photoUrl).length,
    }),
  };
}

function sendTransfer(transfer: TTransfer): Promise<TAnswer> {
  const recipient = world.demo[transfer.to]?.email;
  return api('POST', '/api/wallet/transfers', {
    token: world.demo[transfer.from]?.token ?? '',
    body: { recipient, amount: transfer.amount, note: 'crash test' },
    headers: { 'idempotency-key': transfer.key },
  });
}

// ---------------------------------------------------------------- the checks

/**
 * Every transfer whose answer was lost is sent again with its Idempotency-Key (as a client would):
 * it is then done exactly once, whether or not it had committed before the crash.
 */
async function settleUnknownTransfers(): Promise<void> {
  for (const transfer of world.transfers.filter((t) => t.outcome === 'unknown')) {
    const answer = await sendTransfer(transfer);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    transfer.outcome = 'acked';
    transfer.transactionId = answer.body.data.transaction_id;
  }
}

async function listSellerOrders(): Promise<TOrder[]> {
  const orders: TOrder[] = [];
  for (let page = 1; ; page++) {
    const answer = await api('GET', `/api/orders?role=seller&per_page=100&page=${page}`, {
      token: world.seller.token,
    });
    expect(answer.status).toBe(200);
    orders.push(...answer.body.data);
    if (orders.length >= answer.body.meta.total || answer.body.data.length === 0) return orders;
  }
}

async function verify(label: string): Promise<void> {
  // Transfers: each acknowledged one is there (its key answers the same transaction again) …
  const acked = world.transfers.filter((t) => t.outcome === 'acked');
  for (const transfer of acked) {
    const replay = await sendTransfer(transfer);
    expect(replay.status, `${label}: transfer ${transfer.key}`).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.transaction_id).toBe(transfer.transactionId);
  }
  // … and each wallet holds exactly its start plus what it received less what it sent.
  for (const [index, user] of world.demo.entries()) {
    const received = acked.filter((t) => t.to === index).reduce((sum, t) => sum + t.amount, 0);
    const sent = acked.filter((t) => t.from === index).reduce((sum, t) => sum + t.amount, 0);
    expect(await walletBalance(user), `${label}: ${user.email}'s wallet`).toBe(
      (world.initialBalances[index] ?? 0) + received - sent,
    );
  }

  // Orders: every acknowledged order is there, whole, and stock and money match the orders.
  const orders = await listSellerOrders();
  const ids = new Set(orders.map((order) => order.id));
  for (const attempt of world.orders.filter((o) => o.outcome === 'acked'))
    for (const id of attempt.orderIds) expect(ids.has(id), `${label}: order ${id}`).toBe(true);
  let sold = 0;
  for (const order of orders) {
    expect(order.items.length).toBeGreaterThan(0);
    for (const item of order.items) expect(item.line_total).toBe(item.unit_price * item.quantity);
    expect(order.subtotal).toBe(order.items.reduce((sum, item) => sum + item.line_total, 0));
    expect(order.total).toBe(order.subtotal + order.delivery_charge);
    expect(order.status).toBe('placed');
    sold += order.items.reduce((sum, item) => sum + item.quantity, 0);
  }
  const product = await ok('GET', `/api/my/products/${world.productId}`, { token: world.seller.token });
  expect(product.stock, `${label}: stock = initial − sold`).toBe(STOCK - sold);
  const walletOrders = orders.filter((order) => order.payment_method === 'wallet');
  const check = await ledger(world.admin);
  expect(check.problems, `${label}: ledger`).toEqual([]);
  expect(check.balanced).toBe(true);
  // Each wallet order took exactly its total from its buyer (into escrow: the ledger balances).
  for (const buyer of world.buyers) {
    const paid = walletOrders
      .filter((order) => order.buyer.id === buyer.user.id)
      .reduce((sum, order) => sum + order.total, 0);
    expect(await walletBalance(buyer.user), `${label}: buyer's wallet`).toBe(buyer.funded - paid);
  }

  // Uploads: every acknowledged card is there with the photo it was acknowledged with, readable.
  for (const attempt of world.cards) {
    if (!attempt.cardId) continue;
    const card = await api('GET', `/api/cards/${attempt.cardId}`, { token: world.seller.token });
    expect(card.status, `${label}: card ${attempt.cardId}`).toBe(200);
    if (!attempt.photoUrl) continue;
    expect(card.body.data.photo_url).toBe(attempt.photoUrl);
    const image = await fetch(new URL(attempt.photoUrl, BASE));
    expect(image.status, `${label}: photo ${attempt.photoUrl}`).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(512);
  }
  console.log(
    `crash safety, ${label}: ${acked.length} transfers, ${orders.length} orders (${sold} units, ` +
      `${walletOrders.length} paid from wallets), ${world.cards.filter((c) => c.photoUrl).length} photos: all there`,
  );
}

// ---------------------------------------------------------------- the test

let server: TServer | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-crash-'));
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
  // A PostgreSQL orphaned by a failed run: stop it before removing its folder.
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(await postmasterPid(), 'SIGINT');
      await new Promise((r) => setTimeout(r, 2_000));
    } catch {}
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('kill -9 of the server, then of its PostgreSQL, mid-burst: no acknowledged write lost, nothing half-done, back by itself', async () => {
    // What the server said last, to see why when this fails.
    onTestFailed(() => {
      const lines = (server?.output() ?? '')
        .split('\n')
        .filter((line) => !/"(incoming request|request completed)"/.test(line));
      console.log(`server output (last lines):\n${lines.slice(-60).join('\n')}`);
    });
    server = startServer();
    await waitUntilServing(server);

    // The world, set up through the API.
    const admin = await login('admin@haat.test', 'Admin@12345');
    const demo = await Promise.all(
      ['rahim@haat.test', 'nusrat@haat.test', 'omar@haat.test'].map((email) => login(email, DEMO_PASSWORD)),
    );
    const seller = await register('Crash Seller');
    const shop = await ok('POST', '/api/my/businesses', {
      token: seller.token,
      body: { name: 'Crash Store', type: 'retail', country: 'BD', district: 'bd-dhaka', city: 'Dhaka' },
    });
    const product = await ok('POST', `/api/my/businesses/${shop.id}/products`, {
      token: seller.token,
      body: { title: 'Hilsa 1 kg', price: PRICE, stock: STOCK, status: 'active' },
    });
    const buyers: TWorld['buyers'] = [];
    for (const [index, method] of (['wallet', 'cod', 'wallet', 'cod'] as const).entries()) {
      const user = await register(`Crash Buyer ${index}`);
      const funded = method === 'wallet' ? 3_000_000 : 0;
      if (funded) await topUp(user, funded);
      buyers.push({ user, method, funded });
    }
    world = {
      admin,
      demo,
      initialBalances: await Promise.all(demo.map(walletBalance)),
      seller,
      productId: product.id,
      buyers,
      photo: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer(),
      transfers: [],
      orders: [],
      cards: [],
    };
    for (const buyer of buyers) expect(await walletBalance(buyer.user)).toBe(buyer.funded);

    // 1. kill -9 of the server mid-burst, once writes of every kind are being acknowledged.
    let burst = startBurst();
    await until(
      'writes of every kind to be acknowledged',
      () => {
        const acked = burst.acked();
        return acked.transfers >= 30 && acked.orders >= 8 && acked.photos >= 4;
      },
      60_000,
    );
    server.child.kill('SIGKILL');
    await server.exited;
    await burst.stop();
    const lost = {
      transfers: world.transfers.filter((t) => t.outcome === 'unknown').length,
      orders: world.orders.filter((o) => o.outcome === 'unknown').length,
      cards: world.cards.filter((c) => c.outcome === 'unknown').length,
    };
    // The kill really fell mid-burst: some requests had no answer.
    expect(lost.transfers + lost.orders + lost.cards).toBeGreaterThan(0);
    console.log(`crash safety: answers lost with the server: ${JSON.stringify(lost)}`);

    // Started again on the same data (a supervisor would): the stale lock and the orphaned
    // PostgreSQL are dealt with, the sessions are still valid, and the writes are all there.
    server = startServer();
    await waitUntilServing(server);
    await settleUnknownTransfers();
    await verify('after kill -9 of the server');

    // 2. kill -9 of the embedded PostgreSQL mid-burst: the server restarts it by itself.
    burst = startBurst();
    await until(
      'writes of every kind to be acknowledged',
      () => {
        const acked = burst.acked();
        return acked.transfers >= 20 && acked.orders >= 5 && acked.photos >= 2;
      },
      60_000,
    );
    const oldPid = await postmasterPid();
    process.kill(oldPid, 'SIGKILL');
    const killedAt = world.transfers.length;
    // Health (readiness) fails while PostgreSQL is away, then passes again by itself.
    const health: number[] = [];
    await until(
      'the server to be ready again',
      async () => {
        health.push((await api('GET', '/api/health').catch(() => ({ status: 0 }))).status);
        return health.at(-1) === 200 && health.includes(503);
      },
      60_000,
    );
    expect(server.output()).toContain('The embedded PostgreSQL stopped by itself (signal SIGKILL)');
    expect(server.output()).toContain('The embedded PostgreSQL is running again');
    expect(await postmasterPid()).not.toBe(oldPid);
    const failedMeanwhile = world.transfers.slice(killedAt).filter((t) => t.outcome === 'unknown').length;
    expect(failedMeanwhile).toBeGreaterThan(0);
    console.log(`crash safety: transfers answered 5xx while PostgreSQL restarted: ${failedMeanwhile}`);
    // Writes go through again after the restart, without anyone touching the server.
    await until(
      'transfers after the restart',
      () => world.transfers.slice(killedAt).filter((t) => t.outcome === 'acked').length >= 5,
      30_000,
    );
    await burst.stop();
    expect(server.child.exitCode).toBeNull();
    await settleUnknownTransfers();
    await verify('after kill -9 of PostgreSQL');

    // And it still stops cleanly.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly.');
  }, 180_000);
});
