import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness } from './directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

describe('reviews', () => {
  it('lets a user review once (sending again edits), keeps the average and count, and the owner replies', async () => {
    const owner = await registerUser(t.app);
    const alice = await registerUser(t.app, { name: 'Alice Akter' });
    const bob = await registerUser(t.app, { name: 'Bob Barua' });
    const business = await createBusiness(t.app, owner.token);
    const url = `/api/businesses/${business.slug}/review`;

    const first = await call(t.app, 'PUT', url, { token: alice.token, body: { rating: 4, body: 'ভালো চা' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Thank you for your review',
      data: { author_name: 'Alice Akter', rating: 4, body: 'ভালো চা', mine: true, reply: null },
    });
    const edited = await call(t.app, 'PUT', url, {
      token: alice.token,
      body: { rating: 2, body: 'Cold tea' },
    });
    expect(edited.json().data).toMatchObject({ id: first.json().data.id, rating: 2, body: 'Cold tea' });
    await call(t.app, 'PUT', url, { token: bob.token, body: { rating: 5 } });

    const list = (await call(t.app, 'GET', `/api/businesses/${business.slug}/reviews`)).json();
    expect(list.meta).toMatchObject({ total: 2, count: 2, average: 3.5 });
    expect(list.data.map((r: { rating: number }) => r.rating)).toEqual([5, 2]);
    const directory = (await call(t.app, 'GET', '/api/businesses?q=dhaka%20tea')).json();
    expect(directory.data.find((b: { id: string }) => b.id === business.id).rating).toEqual({
      average: 3.5,
      count: 2,
    });

    const reviewId = first.json().data.id;
    const reply = await call(t.app, 'PUT', `/api/my/businesses/${business.id}/reviews/${reviewId}/reply`, {
      token: owner.token,
      body: { reply: 'Sorry! Come again, the next cup is on us.' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.reply).toBe('Sorry! Come again, the next cup is on us.');
    expect(reply.json().data.replied_at).not.toBeNull();
    const notOwner = await call(t.app, 'PUT', `/api/my/businesses/${business.id}/reviews/${reviewId}/reply`, {
      token: bob.token,
      body: { reply: 'Fake reply' },
    });
    expect(notOwner.statusCode).toBe(404);
    const removedReply = await call(
      t.app,
      'DELETE',
      `/api/my/businesses/${business.id}/reviews/${reviewId}/reply`,
      {
        token: owner.token,
      },
    );
    expect(removedReply.json().data.reply).toBeNull();

    expect((await call(t.app, 'DELETE', url, { token: alice.token })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', url, { token: alice.token })).statusCode).toBe(404);
    const after = (await call(t.app, 'GET', `/api/businesses/${business.slug}/reviews`)).json();
    expect(after.meta).toMatchObject({ count: 1, average: 5 });
  });

  it('refuses the owner’s own review, bad ratings, anonymous users and unknown businesses', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const business = await createBusiness(t.app, owner.token);
    const url = `/api/businesses/${business.slug}/review`;
    const own = await call(t.app, 'PUT', url, { token: owner.token, body: { rating: 5 } });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review your own business');
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '5' },
      {},
      { rating: 4, body: 'x'.repeat(2001) },
    ]) {
      const response = await call(t.app, 'PUT', url, { token: other.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const bad = await call(t.app, 'PUT', url, { token: other.token, body: { rating: 9 } });
    expect(bad.json().errors).toEqual({ rating: ['Please choose a rating from 1 to 5'] });
    expect((await call(t.app, 'PUT', url, { body: { rating: 5 } })).statusCode).toBe(401);
    expect(
      (
        await call(t.app, 'PUT', '/api/businesses/no-such-place/review', {
          token: other.token,
          body: { rating: 5 },
        })
      ).statusCode,
    ).toBe(404);
    const emptyReply = await call(
      t.app,
      'PUT',
      `/api/my/businesses/${business.id}/reviews/${business.id}/reply`,
      {
        token: owner.token,
        body: { reply: '' },
      },
    );
    expect(emptyReply.statusCode).toBe(422);
  });
});
