import jsQR from 'jsqr';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard, photoWithExif, uploadPhoto } from './cards-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /c/:slug/card.png', () => {
  it('is a 1050 × 600 PNG of the card whose QR code decodes to the card address', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, {
      full_name: 'নুসরাত জাহান',
      job_title: 'প্রধান নির্বাহী',
      phone: '01712345678',
      template: 'modern',
    });
    await uploadPhoto(t.app, token, card.id, await photoWithExif());
    const response = await get(`${new URL(card.url).pathname}/card.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(response.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1050, 600]);
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${card.url}?src=qr`);
  });

  it('lays an Arabic card out right to left (QR on the left) and works for every template', async () => {
    const { token } = await registerUser(t.app);
    for (const template of ['classic', 'bold', 'minimal']) {
      const card = await createCard(t.app, token, {
        full_name: 'محمد علي',
        phone: '01712345678',
        email: 'mohammad.ali@example.com',
        template,
      });
      const response = await get(`${new URL(card.url).pathname}/card.png`);
      expect(response.statusCode).toBe(200);
      // The text ends at the right margin: nothing is drawn in the last 50 px under the band (the
      // name once ran off the card's edge there).
      const margin = await sharp(response.rawPayload)
        .extract({ left: 1000, top: 30, width: 50, height: 570 })
        .removeAlpha()
        .raw()
        .toBuffer();
      expect(margin.equals(Buffer.alloc(margin.length, margin.subarray(0, 3)))).toBe(true);
      const left = await sharp(response.rawPayload)
        .extract({ left: 0, top: 0, width: 525, height: 600 })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(left.data), left.info.width, left.info.height)?.data).toBe(
        `${card.url}?src=qr`,
      );
    }
  });
});

describe('GET /c/:slug/card.pdf', () => {
  it('is a one-page 91 × 61 mm PDF (card plus bleed) whose text can be extracted, Bengali included', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, {
      full_name: 'নুসরাত জাহান',
      job_title: 'Chief Executive',
      company: 'হাট লিমিটেড',
      email: 'nusrat@example.com',
      phone: '01712345678',
    });
    const response = await get(`${new URL(card.url).pathname}/card.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${card.slug}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(((width ?? 0) * 25.4) / 72)).toBe(91);
    expect(Math.round(((height ?? 0) * 25.4) / 72)).toBe(61);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('nusrat@example.com');
    expect(text).toContain('Chief Executive');
    expect(text).toContain('+8801712345678');
    // pdf.js reads glyphs in visual order, so only words without pre-base vowel signs come out
    // intact; each line also carries ActualText with the typed text for readers that use it.
    expect(text).toContain('জাহান');
    expect(text).toContain('হাট');
  });

  it('answers 404 for a card that is not public, to anyone but its owner', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { status: 'draft' });
    const path = new URL(card.url).pathname;
    expect((await get(`${path}/card.pdf`)).statusCode).toBe(404);
    expect((await get(`${path}/card.png`)).statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `${path}/card.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
  });
});
