import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard } from './cards-test-helpers.ts';

// Real limits (RATE_LIMIT_FACTOR 1): each test uses its own card and addresses.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (card: { url: string }) => new URL(card.url).pathname;

/** Posts the plain HTML contact form of a card from one client address. */
async function post(
  app: FastifyInstance,
  cardPath: string,
  remoteAddress: string,
  fields: Record<string, string>,
) {
  const page = await app.inject({ method: 'GET', url: cardPath, remoteAddress });
  const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: `${cardPath}/contact`,
    remoteAddress,
    headers: { cookie: `XSRF-TOKEN=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _token: token, message: 'Hello', ...fields }).toString(),
  });
}

describe('contact form limits', () => {
  it('one address posting many times does not close the form for other visitors', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const statuses: number[] = [];
    for (let i = 0; i < 55; i += 1) {
      const response = await post(t.app, path(card), '203.0.113.50', {
        name: `Flooder ${i}`,
        email: `flood${i}@example.com`,
      });
      statuses.push(response.statusCode);
    }
    // The flooding address is stopped by its own limits...
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    // ...and a visitor from another address still reaches the card's owner.
    const visitor = await post(t.app, path(card), '198.51.100.9', {
      name: 'Real Visitor',
      phone: '01912345678',
    });
    expect(visitor.statusCode).toBe(303);
  });

  it('counts one sender (email or phone) across addresses, and many people behind one address', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const other = await createCard(t.app, token);
    const sender = { name: 'Same Person', phone: '01712000111' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post(t.app, path(i % 2 ? other : card), `192.0.2.${i + 1}`, sender)).statusCode);
    }
    // The same number written another way, from yet another address, is the same sender.
    statuses.push(
      (await post(t.app, path(card), '192.0.2.99', { ...sender, phone: '+8801712000111' })).statusCode,
    );
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);

    // Twenty-five different people behind one carrier-grade NAT address all get through.
    const shared: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const target = i % 2 ? other : card;
      shared.push(
        (await post(t.app, path(target), '100.64.0.1', { name: `P${i}`, email: `p${i}@example.com` }))
          .statusCode,
      );
    }
    expect(shared.every((status) => status === 303)).toBe(true);
  });
});
