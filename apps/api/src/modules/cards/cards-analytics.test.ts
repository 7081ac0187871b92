import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard } from './cards-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const visit = (url: string, ua: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': ua, ...headers } });

async function sendForm(url: string, ip: string) {
  const page = await visit(url, IPHONE, ip);
  const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return t.app.inject({
    method: 'POST',
    url: `${url}/contact`,
    remoteAddress: ip,
    headers: {
      cookie: `XSRF-TOKEN=${token}`,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': IPHONE,
    },
    payload: new URLSearchParams({
      _token: token,
      name: 'Visitor',
      phone: '01712345678',
      message: 'Hi',
    }).toString(),
  });
}

describe('card analytics', () => {
  it('counts views, scans, shares, saves and form messages with country and device; skips bots and the owner', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const path = new URL(card.url).pathname;

    await visit(path, IPHONE, '103.4.145.1'); // view, Bangladesh, mobile
    await visit(`${path}?src=qr`, DESKTOP, '8.8.8.8'); // scan (also a view), United States, desktop
    await visit(path, GOOGLEBOT, '66.249.66.1'); // bot: not counted
    await visit(path, DESKTOP, '8.8.8.8', { authorization: `Bearer ${token}` }); // owner: not counted
    await visit(`${path}/contact.vcf`, IPHONE, '103.4.145.1'); // contact save
    const share = await visit(`${path}/share/whatsapp`, IPHONE, '103.4.145.1');
    expect(share.statusCode).toBe(302);
    expect(share.headers.location).toBe(card.share_links.whatsapp);
    const own = await call(t.app, 'POST', `/api/cards/${card.id}/share`, {
      token,
      body: { channel: 'copy' },
    });
    expect(own.json()).toEqual({ success: true, message: 'Share recorded', data: { recorded: true } });
    expect((await sendForm(path, '103.4.145.1')).statusCode).toBe(303); // form (its page view counts too)

    const listed = await call(t.app, 'GET', '/api/cards', { token });
    expect(listed.json().data[0].stats).toEqual({ views: 3, scans: 1, shares: 2, contacts: 2 });
    expect(listed.json().data[0].unread_leads).toBe(1);

    const response = await call(t.app, 'GET', `/api/cards/${card.id}/analytics?days=7&tz=Asia/Dhaka`, {
      token,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      card_id: card.id,
      days: 7,
      time_zone: 'Asia/Dhaka',
      totals: { views: 3, scans: 1, shares: 2, contacts: 2 },
      period: { views: 3, scans: 1, shares: 2, contacts: 2 },
    });
    expect(data.trends).toHaveLength(7);
    expect(data.trends[6]).toMatchObject({ views: 3, scans: 1, shares: 2, contacts: 2 });
    expect(data.trends[0]).toMatchObject({ views: 0, scans: 0, shares: 0, contacts: 0 });
    expect(data.share_channels).toEqual(
      expect.arrayContaining([
        { key: 'whatsapp', count: 1 },
        { key: 'copy', count: 1 },
      ]),
    );
    expect(data.countries).toEqual([
      { key: 'BD', count: 2 },
      { key: 'US', count: 1 },
    ]);
    expect(data.devices).toEqual([
      { key: 'mobile', count: 2 },
      { key: 'desktop', count: 1 },
    ]);
    expect(data.recent[0]).toMatchObject({
      type: 'form',
      card_id: card.id,
      card_name: 'Nusrat Jahan',
      country: 'BD',
    });
    expect(data.recent).toHaveLength(7);

    const all = await call(t.app, 'GET', '/api/cards/analytics?days=30', { token });
    expect(all.json().data).toMatchObject({ card_id: null, days: 30, totals: { views: 3, contacts: 2 } });
    expect(all.json().data.trends).toHaveLength(30);
  });

  it('records nothing when the card has analytics off', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { settings: { enable_analytics: false } });
    const path = new URL(card.url).pathname;
    await visit(path, IPHONE, '103.4.145.1');
    await visit(`${path}?src=qr`, IPHONE, '103.4.145.1');
    await visit(`${path}/contact.vcf`, IPHONE, '103.4.145.1');
    const own = await call(t.app, 'POST', `/api/cards/${card.id}/share`, { token, body: { channel: 'sms' } });
    expect(own.json().data.recorded).toBe(false);
    const data = (await call(t.app, 'GET', `/api/cards/${card.id}/analytics`, { token })).json().data;
    expect(data.totals).toEqual({ views: 0, scans: 0, shares: 0, contacts: 0 });
    expect(data.recent).toEqual([]);
  });

  it('answers an empty report for a user with no cards, 422 for bad ranges and 404 for other users', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const card = await createCard(t.app, owner.token);
    const empty = await call(t.app, 'GET', '/api/cards/analytics?days=90', { token: other.token });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.trends).toHaveLength(90);
    expect(empty.json().data.totals).toEqual({ views: 0, scans: 0, shares: 0, contacts: 0 });

    const bad = await call(t.app, 'GET', `/api/cards/${card.id}/analytics?days=14`, { token: owner.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ days: ['Please choose 7, 30 or 90 days'] });
    const zone = await call(t.app, 'GET', `/api/cards/${card.id}/analytics?tz=Mars/Base`, {
      token: owner.token,
    });
    expect(zone.json().errors).toEqual({ tz: ['Time zone is invalid'] });
    const channel = await call(t.app, 'POST', `/api/cards/${card.id}/share`, {
      token: owner.token,
      body: { channel: 'pigeon' },
    });
    expect(channel.json().errors).toEqual({ channel: ['Share method is invalid'] });

    for (const response of [
      await call(t.app, 'GET', `/api/cards/${card.id}/analytics`, { token: other.token }),
      await call(t.app, 'POST', `/api/cards/${card.id}/share`, {
        token: other.token,
        body: { channel: 'sms' },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await call(t.app, 'GET', `/api/cards/analytics`)).statusCode).toBe(401);
  });
});
