import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';

/*
 * Issue 12, item 1: opened on another host name than APP_URL (http://127.0.0.1:PORT against
 * http://localhost:PORT), what the card pages load and post to is relative, and the links that
 * leave the site (QR code, vCard, shares, link previews) carry the host the visitor used.
 */
const HOST = '127.0.0.1:1234';
const ORIGIN = `http://${HOST}`;

let t: TTestApp;
beforeAll(async () => {
  // APP_URL is http://localhost:3000 (test-app.ts): nothing below may point there.
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const onHost = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

async function newCard() {
  const { token } = await registerUser(t.app);
  const response = await call(t.app, 'POST', '/api/cards', {
    token,
    headers: { host: HOST },
    body: { full_name: 'Nusrat Jahan', company: 'Haat', phone: '01712345678' },
  });
  expect(response.statusCode).toBe(201);
  return { token, card: response.json().data };
}

describe('owner card API on another host name', () => {
  it('answers relative download addresses and a card address on the host that was asked', async () => {
    const { token, card } = await newCard();
    const slug = card.slug as string;
    expect(card.url).toBe(`${ORIGIN}/c/${slug}`);
    expect(card.downloads).toEqual({
      vcf: `/c/${slug}/contact.vcf`,
      qr_svg: `/c/${slug}/qr.svg`,
      qr_png: `/c/${slug}/qr.png`,
      png: `/c/${slug}/card.png`,
      pdf: `/c/${slug}/card.pdf`,
    });
    expect(card.share_links.copy).toBe(`${ORIGIN}/c/${slug}`);
    expect(card.share_links.whatsapp).toContain(encodeURIComponent(`${ORIGIN}/c/${slug}`));
    const listed = await call(t.app, 'GET', '/api/cards', { token, headers: { host: 'localhost:4410' } });
    expect(listed.json().data[0].url).toBe(`http://localhost:4410/c/${slug}`);
    expect(JSON.stringify(listed.json())).not.toContain('localhost:3000');
  });
});

describe('public card page on another host name', () => {
  it('loads its QR, posts its form and links its downloads relatively; previews name the host used', async () => {
    const { card } = await newCard();
    const path = `/c/${card.slug}`;
    const page = await onHost(path);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(`<img src="${path}/qr.svg"`);
    expect(html).toContain(`<form method="post" action="${path}/contact#contact">`);
    expect(html).toContain(`href="${path}/contact.vcf"`);
    expect(html).toContain(`href="${path}/share/whatsapp"`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${path}">`);
    expect(html).not.toContain('localhost:3000');
    // The page's own policy allows exactly this origin's images and form targets.
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('the contact form sent on that host is accepted and comes back to the page relatively', async () => {
    const { card } = await newCard();
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/c/${card.slug}/contact`,
      headers: { host: HOST, cookie: csrf.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _token: csrf.token,
        name: 'Karim',
        email: 'karim@example.com',
        message: 'Hello from another host',
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/c/${card.slug}?sent=1#contact`);
  });

  it('the QR code and the vCard carry the address on the host that was asked', async () => {
    const { card } = await newCard();
    const png = await onHost(`/c/${card.slug}/qr.png`);
    expect(png.statusCode).toBe(200);
    const { data, info } = await sharp(png.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      `${ORIGIN}/c/${card.slug}?src=qr`,
    );
    const vcf = await onHost(`/c/${card.slug}/contact.vcf`);
    const unfolded = vcf.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`\r\nSOURCE:${ORIGIN}/c/${card.slug}/contact.vcf\r\n`);
    // The same card on its APP_URL host is a different rendering (the ETag names the address).
    const other = await t.app.inject({
      method: 'GET',
      url: `/c/${card.slug}/qr.png`,
      headers: { host: 'localhost:3000' },
    });
    expect(other.headers.etag).not.toBe(png.headers.etag);
  });

  it('a share redirect sends the address on the host that was asked', async () => {
    const { card } = await newCard();
    const response = await onHost(`/c/${card.slug}/share/facebook`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain(encodeURIComponent(`${ORIGIN}/c/${card.slug}`));
  });

  it('a Host header that is not a plain host name is ignored: links fall back to APP_URL', async () => {
    const { card } = await newCard();
    for (const host of [
      'evil.example"><script>alert(1)</script>',
      'evil.example/path',
      'a@evil.example',
      '-bad-.example',
    ]) {
      const page = await t.app.inject({ method: 'GET', url: `/c/${card.slug}`, headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000/c/${card.slug}">`);
      expect(page.body).not.toContain('evil.example');
    }
  });
});
