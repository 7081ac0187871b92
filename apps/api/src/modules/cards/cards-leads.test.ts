import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard } from './cards-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

/** Sends a contact-form message as JSON, the way a page with JavaScript would. */
async function sendMessage(url: string, fields: Record<string, string>) {
  const page = await t.app.inject({ method: 'GET', url });
  const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return t.app.inject({
    method: 'POST',
    url: `${url}/contact`,
    headers: { cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': token, accept: 'application/json' },
    payload: fields,
  });
}

describe('card leads', () => {
  it('lists messages, filters unread, marks read and unread, and exports CSV', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const path = new URL(card.url).pathname;
    const first = await sendMessage(path, {
      name: 'রহিম উদ্দিন',
      email: 'rahim@example.com',
      message: 'দাম কত?',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Thank you! Your message has been sent.' });
    await sendMessage(path, { name: 'Evil', phone: '01812345678', message: '=HYPERLINK("http://x","y")' });

    const bad = await sendMessage(path, { name: '', message: 'x' });
    expect(bad.statusCode).toBe(422);
    // Every problem in one answer: the missing name and the missing way to reply.
    expect(bad.json().errors).toEqual({
      name: ['Full name is required'],
      email: ['Please enter an email address or a phone number'],
    });
    const noWayBack = await sendMessage(path, { name: 'Someone', message: 'x' });
    expect(noWayBack.json().errors).toEqual({ email: ['Please enter an email address or a phone number'] });

    const list = await call(t.app, 'GET', `/api/cards/${card.id}/leads`, { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, perPage: 20, total: 2, unread: 2 });
    const [evil, rahim] = list.json().data;
    expect(rahim).toMatchObject({
      name: 'রহিম উদ্দিন',
      email: 'rahim@example.com',
      phone: null,
      read_at: null,
    });
    expect(evil).toMatchObject({ phone: '+8801812345678' });

    const read = await call(t.app, 'PATCH', `/api/cards/${card.id}/leads/${rahim.id}`, {
      token,
      body: { read: true },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).not.toBeNull();
    const unread = await call(t.app, 'GET', `/api/cards/${card.id}/leads?unread=true`, { token });
    expect(unread.json().data.map((l: { id: string }) => l.id)).toEqual([evil.id]);
    expect(unread.json().meta).toMatchObject({ total: 1, unread: 1 });
    const again = await call(t.app, 'PATCH', `/api/cards/${card.id}/leads/${rahim.id}`, {
      token,
      body: { read: false },
    });
    expect(again.json().data.read_at).toBeNull();

    const csv = await call(t.app, 'GET', `/api/cards/${card.id}/leads/export.csv`, { token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${card.slug}.leads.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('created_at,name,email,phone,message,country,read_at');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('"রহিম উদ্দিন","rahim@example.com"');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("refuses bad input with 422 and another user's card or message with 404", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const card = await createCard(t.app, owner.token);
    const otherCard = await createCard(t.app, other.token);
    await sendMessage(new URL(card.url).pathname, {
      name: 'A Visitor',
      email: 'a@example.com',
      message: 'hello',
    });
    const [lead] = (await call(t.app, 'GET', `/api/cards/${card.id}/leads`, { token: owner.token })).json()
      .data;

    const badBody = await call(t.app, 'PATCH', `/api/cards/${card.id}/leads/${lead.id}`, {
      token: owner.token,
      body: { read: 'yes' },
    });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json().errors).toEqual({ read: ['Read must be on or off'] });
    const badQuery = await call(t.app, 'GET', `/api/cards/${card.id}/leads?unread=maybe`, {
      token: owner.token,
    });
    expect(badQuery.statusCode).toBe(422);

    for (const response of [
      await call(t.app, 'GET', `/api/cards/${card.id}/leads`, { token: other.token }),
      await call(t.app, 'GET', `/api/cards/${card.id}/leads/export.csv`, { token: other.token }),
      await call(t.app, 'PATCH', `/api/cards/${card.id}/leads/${lead.id}`, {
        token: other.token,
        body: { read: true },
      }),
      // The owner's message id under another card of someone else's is not found either.
      await call(t.app, 'PATCH', `/api/cards/${otherCard.id}/leads/${lead.id}`, {
        token: other.token,
        body: { read: true },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });
});
