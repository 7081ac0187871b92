import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard } from './cards-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const path = (card: { url: string }) => new URL(card.url).pathname;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('card images, PDFs and QR codes', () => {
  it('answer a strong ETag, 304 for the version the visitor has, and a new ETag after an edit', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { full_name: 'Karim Rahman' });
    const assets = ['card.png', 'card.pdf', 'qr.png?size=200', 'qr.svg'];
    const first = new Map<string, string>();
    for (const asset of assets) {
      const url = `${path(card)}/${asset}`;
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      first.set(asset, etag);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      // A list, and the weak form, match too.
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
    expect(new Set(first.values()).size).toBe(assets.length);
    const qr = await sharp((await get(`${path(card)}/qr.png?size=2048`)).rawPayload).metadata();
    expect([qr.width, qr.height]).toEqual([2048, 2048]);

    const edit = await call(t.app, 'PATCH', `/api/cards/${card.id}`, {
      token,
      body: { job_title: 'Baker' },
    });
    expect(edit.statusCode).toBe(200);
    for (const asset of assets) {
      const response = await get(`${path(card)}/${asset}`, { 'if-none-match': first.get(asset) ?? '' });
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers.etag).not.toBe(first.get(asset));
    }
  }, 120_000);

  it('are rendered on worker threads once per version, then served from the cache', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { full_name: 'Salma Akter' });
    await vi.waitFor(() => expect(t.app.cardRenderer.stats().running).toBe(0), { timeout: 60_000 });
    const before = t.app.cardRenderer.stats().completed;
    // Parallel requests for the same version share one render.
    const responses = await Promise.all([1, 2, 3].map(() => get(`${path(card)}/card.png`)));
    const again = await get(`${path(card)}/card.png`);
    for (const response of [...responses, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(responses[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    expect(t.app.cardRenderer.stats().completed - before).toBe(1);
    expect(t.app.cardRenderer.stats().cachedBytes).toBeGreaterThan(0);
  });

  it("keep an owner's preview of a card that is not public out of shared caches", async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { status: 'draft' });
    const own = await get(`${path(card)}/card.png`, { authorization: `Bearer ${token}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect((await get(`${path(card)}/card.png`)).statusCode).toBe(404);
  });
});

describe('when every render thread is busy', () => {
  it('answers 503 with Retry-After instead of queueing without end', async () => {
    const busy = await createTestApp({
      rateLimitFactor: 100,
      cardRender: { threads: 1, queue: 0, cacheBytes: 0 },
    });
    try {
      const { token } = await registerUser(busy.app);
      const cards = [];
      for (let i = 0; i < 4; i += 1)
        cards.push(await createCard(busy.app, token, { full_name: `Card ${i}` }));
      const responses = await Promise.all(
        cards.map((card) => busy.app.inject({ method: 'GET', url: `${path(card)}/card.pdf` })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      for (const response of responses.filter((r) => r.statusCode === 503)) {
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      }
      // Once the thread is free again, the same request is served.
      const later = responses.findIndex((response) => response.statusCode === 503);
      const retry = await busy.app.inject({ method: 'GET', url: `${path(cards[later])}/card.pdf` });
      expect(retry.statusCode).toBe(200);
      expect(busy.app.cardRenderer.stats().running).toBe(0);
    } finally {
      await busy.close();
    }
  }, 120_000);
});

describe('per-client limit', () => {
  it('answers 429 with Retry-After to one client that fetches too much, and serves everyone else', async () => {
    const limited = await createTestApp();
    try {
      const { token } = await registerUser(limited.app);
      const card = await createCard(limited.app, token);
      const fetchFrom = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: `${path(card)}/qr.svg`, remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < 121; i += 1) statuses.push((await fetchFrom('203.0.113.7')).statusCode);
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      const refused = await fetchFrom('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await fetchFrom('198.51.100.20')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
