import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, DEMO, expect, test } from './fixtures.ts';

/*
 * Server-rendered public screens (decision 025): each reads without JavaScript, and with it the
 * page is hydrated from the server's data: no console errors, no second fetch of the same data.
 */

async function firstBusiness(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const answer = await request.get('/api/businesses?sort=rating&per_page=1');
  const [business] = (await answer.json()).data as { slug: string; name: string }[];
  if (!business) throw new Error('the demo seed has no business');
  return business;
}

/** Console errors and API calls of a page, from before its first request. */
function watch(page: Page) {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return { errors, calls };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ['/', 'Welcome to Haat'],
    ['/about', 'About Haat'],
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
  ] as const) {
    test(`${path} reads and links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('header a[href="/"]')).toBeVisible();
    });
  }

  test('the directory lists businesses, links to them and searches with a plain form', async ({
    page,
    request,
  }) => {
    const business = await firstBusiness(request);
    // Sorted as firstBusiness reads it: other specs add businesses while this one runs, and the
    // default order could push the demo business off the first page.
    await page.goto('/business?sort=rating');
    await expect(
      page.getByTestId('directory-results').getByRole('link', { name: business.name }),
    ).toBeVisible();
    await page.getByRole('searchbox').fill(business.name);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/business\?q=/);
    await expect(
      page.getByTestId('directory-results').getByRole('link', { name: business.name }),
    ).toBeVisible();
  });

  test('a business page shows its name, place and the way back', async ({ page, request }) => {
    const business = await firstBusiness(request);
    await page.goto(`/b/${business.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Business directory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business directory' })).toBeVisible();
  });
});

test('a business page hydrates from the server without errors or a second fetch', async ({
  page,
  request,
}) => {
  const business = await firstBusiness(request);
  const seen = watch(page);
  await page.goto(`/b/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  expect(seen.errors).toEqual([]);
  expect(seen.calls.filter((call) => call.startsWith('/api/businesses'))).toEqual([]);
});

test('the directory hydrates, then searches in the browser', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/business');
  await expect(page.getByTestId('directory-results')).toBeVisible();
  expect(seen.calls).toEqual([]);
  await page.getByRole('searchbox').fill('zzzz-nothing-matches');
  await expect(page.getByTestId('no-results')).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test.describe('in the browser language', () => {
  test.use({ locale: 'bn-BD' });

  test('a visitor whose browser asks for Bengali gets the page in Bengali from the server', async ({
    page,
  }) => {
    const seen = watch(page);
    const answer = await page.goto('/about');
    expect(await answer?.text()).toContain('data-language="bn"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('main h1')).toHaveText('হাট সম্পর্কে');
    expect(seen.errors).toEqual([]);
  });
});

test('a chosen language is remembered for the server in a cookie', async ({ page, context }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
  const answer = await page.request.get('/about');
  expect(await answer.text()).toContain('data-language="ar"');
});

test('a signed-in visitor opening /login goes to the dashboard', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.nusrat.email, DEMO.nusrat.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
