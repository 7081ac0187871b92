import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * A server-rendered page fetches and runs the app's scripts only when the visitor first reaches
 * for it (decision 059). These tests open pages without the fixtures' start-up (a page of its own
 * from the context), so they see what a visitor sees before and after that first touch.
 */

/** A page that is not started by the fixtures, with the app scripts it has asked for. */
async function untouchedPage(context: BrowserContext): Promise<{ page: Page; scripts: string[] }> {
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return { page, scripts };
}

/** Holds the app's scripts back for a moment, so what the visitor does comes before the app is ready. */
async function slowScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

test('a server-rendered page asks for no script until the visitor reaches for it', async ({ context }) => {
  const { page, scripts } = await untouchedPage(context);
  await page.goto('/business', { waitUntil: 'load' });
  await expect(page.getByTestId('directory-results')).toBeVisible();
  // The loader's own listeners are in place once the document has loaded; nothing has been asked since.
  await page.waitForTimeout(300);
  expect(scripts).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');

  await page.mouse.move(20, 200);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  expect(scripts.length).toBeGreaterThan(0);
});

test('a click that comes before the app is ready is replayed once it is', async ({ context }) => {
  const { page } = await untouchedPage(context);
  await slowScripts(page);
  await page.goto('/about', { waitUntil: 'load' });
  await page.getByTestId('settings-menu-trigger').click();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('settings-menu')).toBeVisible();
});

test('text typed before the app is ready stays, and the app searches for it', async ({ context }) => {
  const { page } = await untouchedPage(context);
  await slowScripts(page);
  await page.goto('/business', { waitUntil: 'load' });
  await page.getByRole('searchbox').fill('zzzz-nothing-matches');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('searchbox')).toHaveValue('zzzz-nothing-matches');
  await page.getByRole('searchbox').press('End');
  await page.getByRole('searchbox').pressSequentially('x');
  await expect(page.getByTestId('no-results')).toBeVisible();
});

test("a product page's view is counted once, before and without the app", async ({ context, request }) => {
  const search = await request.get('/api/marketplace/search?per_page=1');
  const [product] = (await search.json()).data.items as { slug: string }[];
  if (!product) throw new Error('the demo seed has no marketplace product');
  const { page, scripts } = await untouchedPage(context);
  const views: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/views')) views.push(sent.url());
  });
  const counted = page.waitForResponse((answer) => answer.url().endsWith('/views'));
  await page.goto(`/p/${product.slug}`, { waitUntil: 'load' });
  expect((await counted).status()).toBe(200);
  expect(scripts).toEqual([]);

  await page.mouse.move(20, 200);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(views).toHaveLength(1);
});
