import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type TTestUser, test } from './fixtures.ts';
import { authHeaders } from './money.ts';

/*
 * Issue 12, item 1: the server runs with APP_URL=http://localhost:PORT, and these tests open it as
 * http://127.0.0.1:PORT. Everything the pages load or post to must work there, and people stay
 * signed in on the host they used. One screen per test.
 */
const port = Number(process.env.PORT || 4310);
const OTHER = `http://127.0.0.1:${port}`;
test.use({ baseURL: OTHER });

async function createCard(request: APIRequestContext, user: TTestUser) {
  const answer = await request.post('/api/cards', {
    data: { full_name: 'Other Host Person', company: 'Haat', phone: '01712345678' },
    headers: await authHeaders(request, user.token),
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data as { id: string; slug: string; url: string };
}

/** The image has been fetched and decoded (a blocked or failed image has naturalWidth 0). */
async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

/** Collects the page's Content-Security-Policy complaints. */
function cspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text());
  });
  return reports;
}

test('the share screen on 127.0.0.1 shows the QR code and downloads the card', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const card = await createCard(request, freshUser);
  expect(card.url).toBe(`${OTHER}/c/${card.slug}`);
  const reports = cspReports(page);
  await signIn(freshUser, `/vcard/share/${card.id}`);
  // The first screen of a run may wait for a cold server on a busy machine.
  await expect(page.getByTestId('card-link')).toHaveText(`${OTHER}/c/${card.slug}`, { timeout: 30_000 });
  const qr = page.getByTestId('card-qr');
  await expect(qr).toHaveAttribute('src', `/c/${card.slug}/qr.svg`);
  await expectImageLoaded(qr);

  const download = page.waitForEvent('download');
  await page.getByTestId('download-png').click();
  expect((await download).suggestedFilename()).toBe(`${card.slug}.png`);
  await expect(page.getByText('Download started successfully!')).toBeVisible();
  expect(reports).toEqual([]);
});

test('the public card on 127.0.0.1 shows its QR code and its contact form sends', async ({
  browser,
  request,
  freshUser,
}) => {
  const card = await createCard(request, freshUser);
  const visitor = await browser.newContext({ baseURL: OTHER });
  const page = await visitor.newPage();
  const reports = cspReports(page);
  await page.goto(`/c/${card.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Other Host Person' })).toBeVisible();
  await expectImageLoaded(page.locator('.qr img'));

  await page.locator('#name').fill('Karim Visitor');
  await page.locator('#email').fill('karim.visitor@example.com');
  await page.locator('#message').fill('Sent from 127.0.0.1');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(OTHER);
  expect(reports).toEqual([]);
  await visitor.close();
});

test('after the demo gateway on 127.0.0.1 the payer is back on 127.0.0.1, signed in', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const start = await request.post('/api/payments/top-ups', {
    headers: await authHeaders(request, freshUser.token, randomUUID()),
    data: { method: 'demo', amount: 50_000 },
  });
  const json = await start.json();
  expect(start.status(), JSON.stringify(json)).toBe(201);
  const gateway = new URL(json.data.redirect_url as string);
  expect(gateway.origin).toBe(OTHER);

  await signIn(freshUser, `${gateway.pathname}${gateway.search}`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${OTHER.replace(/\./g, '\\.')}/payment\\?id=.+&status=succeeded`),
  );
  await expect(page.getByTestId('outcome')).toHaveText('Payment successful');
  await expect(page.getByText('৳500.00 has been added to your wallet.')).toBeVisible();
});
