import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard, photoWithExif, uploadPhoto } from './cards-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const path = (card: { url: string }) => new URL(card.url).pathname;

const bengali = {
  full_name: 'নুসরাত জাহান',
  job_title: 'প্রধান নির্বাহী, বিক্রয়',
  company: 'হাট; লিমিটেড',
  phone: '01712345678',
  email: 'nusrat@example.com',
  website: 'https://haat.example.com',
  address: 'বাড়ি ১২, রোড ৫\nধানমন্ডি, ঢাকা',
  social: { facebook: 'nusrat.jahan', whatsapp: '01812345678' },
  language: 'bn',
};

describe('GET /c/:slug', () => {
  it('renders a small HTML page with Open Graph tags, actions, the form and Bengali text intact', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { ...bengali, template: 'bold' });
    const response = await get(path(card));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(Buffer.byteLength(html)).toBeLessThan(30_000);
    expect(html).toContain('<html lang="bn" dir="ltr">');
    expect(html).toContain(
      '<meta property="og:title" content="নুসরাত জাহান – প্রধান নির্বাহী, বিক্রয় · হাট; লিমিটেড">',
    );
    expect(html).toContain(`<meta property="og:url" content="${card.url}">`);
    expect(html).toContain('href="tel:+8801712345678"');
    expect(html).toContain('href="mailto:nusrat@example.com"');
    expect(html).toContain('href="https://wa.me/8801812345678"');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    expect(html).toContain(`href="${path(card)}/contact.vcf"`);
    expect(html).toContain('কন্টাক্ট সেভ করুন');
    expect(html).toContain('<body class="hc-t-bold">');
    expect(html).toContain('name="_token"');
    expect(html).toContain('name="website_url"');
    // No JavaScript: the only script element is the JSON-LD data block.
    expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '')).not.toContain(
      '<script',
    );
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    // A public page starts no new browsing context group (decision 060); it still may not be framed.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('escapes what the owner typed', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, {
      full_name: '<script>alert(1)</script>',
      company: '"><img>',
    });
    const html = (await get(path(card))).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('"><img>');
  });

  it("sets lang and dir from the visitor's language when the card has none (Arabic is right-to-left)", async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { full_name: 'محمد علي', template: 'minimal' });
    const html = (await get(path(card), { 'accept-language': 'ar-SA,ar;q=0.9' })).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('محمد علي');
    expect(html).toContain('حفظ جهة الاتصال');
    expect((await get(path(card), { 'accept-language': 'fr' })).body).toContain('<html lang="fr" dir="ltr">');
  });

  it('answers 404 to everyone but the owner for inactive, draft and private cards', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (const change of [{ status: 'inactive' }, { status: 'draft' }, { settings: { public: false } }]) {
      const card = await createCard(t.app, owner.token, change);
      for (const suffix of ['', '/contact.vcf', '/qr.svg', '/qr.png', '/share/whatsapp']) {
        const anonymous = await get(`${path(card)}${suffix}`);
        expect(anonymous.statusCode, suffix).toBe(404);
        const intruder = await get(`${path(card)}${suffix}`, { authorization: `Bearer ${other.token}` });
        expect(intruder.statusCode, suffix).toBe(404);
      }
      expect((await get(path(card))).body).toContain('Card not found');
      const preview = await get(path(card), { authorization: `Bearer ${owner.token}` });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('Only you can see this card');
      expect(preview.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await get('/c/no-such-card')).statusCode).toBe(404);
    expect((await get('/c/no-such-card/contact.vcf')).json().code).toBe('NOT_FOUND');
  });
});

describe('GET /c/:slug/contact.vcf', () => {
  it('is a vCard 3.0 with CRLF lines, escaped UTF-8 values and the photo, read by a vCard parser', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, bengali);
    await uploadPhoto(t.app, token, card.id, await photoWithExif());
    const response = await get(`${path(card)}/contact.vcf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${card.slug}.vcf"`);
    const text = response.body;
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Apple's address book needs CHARSET=UTF-8 on Bengali values of a 3.0 file opened from disk.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nN;CHARSET=UTF-8:জাহান;নুসরাত;;;\r\n');
    expect(unfolded).toContain('\r\nFN;CHARSET=UTF-8:নুসরাত জাহান\r\n');
    expect(unfolded).toContain('ORG;CHARSET=UTF-8:হাট\\; লিমিটেড');
    expect(unfolded).toContain('TITLE;CHARSET=UTF-8:প্রধান নির্বাহী\\, বিক্রয়');
    const read = new ICAL.Component(ICAL.parse(text));
    expect(read.getFirstPropertyValue('fn')).toBe('নুসরাত জাহান');
    expect(read.getFirstPropertyValue('org')).toBe('হাট; লিমিটেড');
    expect(read.getFirstPropertyValue('title')).toBe('প্রধান নির্বাহী, বিক্রয়');
    expect(read.getFirstPropertyValue('adr')).toEqual(['', '', bengali.address, '', '', '', '']);

    const parsed = new vCard().parse(text);
    expect(parsed.get('fn').valueOf()).toBe('নুসরাত জাহান');
    expect(parsed.get('tel')).toBeDefined();
    expect(String(parsed.get('email').valueOf())).toBe('nusrat@example.com');
    const photo: unknown = parsed.get('photo');
    const base64 = String((Array.isArray(photo) ? photo[0] : photo)?.valueOf());
    const image = await sharp(Buffer.from(base64, 'base64')).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 512 });
    // Escaped by hand too: the address keeps its line break and Bengali digits.
    expect(unfolded).toContain('ADR;TYPE=WORK;CHARSET=UTF-8:;;বাড়ি ১২\\, রোড ৫\\nধানমন্ডি\\, ঢাকা;;;;');
    expect(unfolded).toContain('X-SOCIALPROFILE;TYPE=facebook:https://www.facebook.com/nusrat.jahan');
  });
});

describe('QR codes', () => {
  it('encode the card address marked as a scan (PNG decoded by jsQR; SVG rendered then decoded)', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const png = await get(`${path(card)}/qr.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const decode = async (image: Buffer) => {
      const { data, info } = await sharp(image).flatten({ background: '#fff' }).ensureAlpha().raw().toBuffer({
        resolveWithObject: true,
      });
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    };
    expect(await decode(png.rawPayload)).toBe(`${card.url}?src=qr`);
    const svg = await get(`${path(card)}/qr.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toContain('<svg');
    expect(await decode(await sharp(svg.rawPayload, { density: 300 }).png().toBuffer())).toBe(
      `${card.url}?src=qr`,
    );
    expect((await get(`${path(card)}/qr.png?size=5`)).statusCode).toBe(422);
    // Decoding two large images is CPU work: on a loaded 2-core machine it has taken over 30 s.
  }, 120_000);
});

describe('POST /c/:slug/contact', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  async function pageSession(url: string) {
    const page = await get(url);
    const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
    return { token, cookie };
  }

  it('works as a plain HTML form with the token field, then redirects with a thank-you', async () => {
    const owner = await registerUser(t.app);
    const card = await createCard(t.app, owner.token, bengali);
    const session = await pageSession(path(card));
    const response = await t.app.inject({
      method: 'POST',
      url: `${path(card)}/contact`,
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        _token: session.token,
        name: 'রহিম',
        email: 'rahim@example.com',
        message: 'আসসালামু আলাইকুম',
      }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${path(card)}?sent=1#contact`);
    expect((await get(`${path(card)}?sent=1`)).body).toContain('ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে।');
    const leads = await call(t.app, 'GET', `/api/cards/${card.id}/leads`, { token: owner.token });
    expect(leads.json().data).toMatchObject([
      { name: 'রহিম', email: 'rahim@example.com', message: 'আসসালামু আলাইকুম' },
    ]);
  });

  it('shows field errors on the page (422) and keeps what was typed', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const session = await pageSession(path(card));
    const response = await t.app.inject({
      method: 'POST',
      url: `${path(card)}/contact`,
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ _token: session.token, name: 'Karim', email: 'bad', message: '' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Please enter a valid email address');
    expect(response.body).toContain('Message is required');
    expect(response.body).toContain('value="Karim"');
  });

  it('refuses a missing or wrong token (419), drops honeypot posts, and 404s when the form is off', async () => {
    const owner = await registerUser(t.app);
    const card = await createCard(t.app, owner.token);
    const session = await pageSession(path(card));
    const post = (payload: string, cookie = session.cookie, url = `${path(card)}/contact`) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const fields = { name: 'Bot', email: 'bot@example.com', message: 'hello' };
    expect((await post(form(fields))).statusCode).toBe(419);
    expect((await post(form({ ...fields, _token: 'x.y' }))).statusCode).toBe(419);
    expect((await post(form({ ...fields, _token: session.token }), '')).statusCode).toBe(419);
    const honeypot = await post(form({ ...fields, _token: session.token, website_url: 'http://spam' }));
    expect(honeypot.statusCode).toBe(303);
    const leads = await call(t.app, 'GET', `/api/cards/${card.id}/leads`, { token: owner.token });
    expect(leads.json().data).toEqual([]);

    const closed = await createCard(t.app, owner.token, { settings: { show_contact_form: false } });
    expect((await get(path(closed))).body).not.toContain('name="_token"');
    expect(
      (await post(form({ ...fields, _token: session.token }), session.cookie, `${path(closed)}/contact`))
        .statusCode,
    ).toBe(404);
  });

  it('is rate limited per visitor', async () => {
    const limited = await createTestApp();
    try {
      const { token } = await registerUser(limited.app);
      const card = await createCard(limited.app, token);
      const page = await limited.app.inject({ method: 'GET', url: path(card) });
      const csrf = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `${path(card)}/contact`,
          headers: { cookie: `XSRF-TOKEN=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ _token: csrf, name: 'Visitor', phone: '01712345678', message: `hi ${i}` }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    } finally {
      await limited.close();
    }
  });
});
