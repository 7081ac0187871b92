import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiLogin,
  DEMO,
  expect,
  expectScreenReady,
  useToken as openWithToken,
  registerUser,
  seriousViolations,
  type TTestUser,
  test,
} from './fixtures.ts';

/*
 * The public directory (/business) and a business's page (/b/:slug): search by a misspelt and a
 * Bengali word, filters and sort kept in the address, no-result state, the page's hours, products
 * and contacts, reviews with the owner's replies, the signed-out and not-found states, and axe.
 */

async function csrf(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
}

/** Creates a business with hours, contacts, social links and one active product for `owner`. */
async function createBusiness(request: APIRequestContext, owner: TTestUser, name: string) {
  const headers = { Authorization: `Bearer ${owner.token}`, 'X-CSRF-TOKEN': await csrf(request) };
  const everyDay = { open: '00:00', close: '24:00' };
  const answer = await request.post('/api/my/businesses', {
    headers,
    data: {
      name,
      type: 'service',
      description: 'Bicycle repairs and spare parts, same-day service.',
      phone: '01712345678',
      whatsapp: '01812345678',
      email: 'shop@example.com',
      website: 'https://example.com',
      address: 'Road 7, Dhanmondi',
      city: 'Dhaka',
      hours: {
        mon: everyDay,
        tue: everyDay,
        wed: everyDay,
        thu: everyDay,
        fri: null,
        sat: everyDay,
        sun: everyDay,
      },
      social: { facebook: 'https://facebook.com/example' },
    },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  const business = json.data as { id: string; slug: string };
  const product = await request.post(`/api/my/businesses/${business.id}/products`, {
    headers,
    data: { title: 'Puncture repair kit', price: 35050, stock: 5, status: 'active' },
  });
  expect(product.status()).toBe(201);
  return business;
}

/** Karim owns a fresh business (see createBusiness); Rina is a visitor who may review it. */
async function ownerReviewerAndBusiness(request: APIRequestContext) {
  const owner = await registerUser(request, { name: 'Karim Owner' });
  const reviewer = await registerUser(request, { name: 'Rina Reviewer' });
  const business = await createBusiness(request, owner, `Karim Cycle Works ${Date.now()}`);
  return { owner, reviewer, business };
}

async function pageAs(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openWithToken(page, token, path);
  return page;
}

const entries = (page: Page) => page.getByTestId('directory-entry');
/** Waits until the results on screen are those of the current address (not the previous search's). */
const settled = (page: Page) => expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

test('finds seeded businesses by a misspelt word and by a Bengali word', async ({ page }) => {
  await page.goto('/business');
  await expect(page).toHaveTitle(/Business directory/);
  await expect(page.getByTestId('result-count')).toContainText(/\d+ businesses/);
  await expect(entries(page).first()).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search businesses' });
  await box.fill('electroncs');
  await expect(page).toHaveURL(/[?&]q=electroncs/);
  await expect(entries(page).filter({ hasText: 'Rahim Electronics' })).toBeVisible();
  await settled(page);
  // Other specs share the database and may add their own electronics shops: every result, and
  // only such results, carries the corrected word.
  for (const entry of await entries(page).all()) await expect(entry).toContainText(/electronics/i);

  await box.fill('কাচ্চি');
  await expect(entries(page).filter({ hasText: 'পুরান ঢাকার কাচ্চি ঘর' })).toBeVisible();
  await settled(page);
  for (const entry of await entries(page).all()) await expect(entry).toContainText('কাচ্চি');
  expect(new URL(page.url()).searchParams.get('q')).toBe('কাচ্চি');
});

test('filters and sort live in the address: reload and the back button keep them', async ({ page }) => {
  await page.goto('/business');
  await expect(entries(page).first()).toBeVisible();
  const total = Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));

  await page.getByLabel('Type').selectOption('restaurant');
  await expect(page).toHaveURL(/type=restaurant/);
  // Dhaka is one place however its businesses spell it: its district code is the value.
  await page.getByLabel('City').selectOption('bd-dhaka');
  await expect(page).toHaveURL(/city=bd-dhaka/);
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await page.getByLabel('Verified only').check();
  await expect(page).toHaveURL(/verified=1/);

  // Every result is a verified restaurant in Dhaka, best rated first.
  await expect(entries(page).first()).toBeVisible();
  await settled(page);
  const cards = await entries(page).all();
  for (const card of cards) {
    await expect(card).toContainText('Restaurant');
    await expect(card).toContainText('Dhaka');
    await expect(card.getByTestId('verified-badge')).toBeVisible();
  }
  const averages = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="directory-entry"] [data-testid="rating"] .sr-only')].map(
      (node) => Number(/Rated ([\d.]+)/.exec(node.textContent ?? '')?.[1] ?? 0),
    ),
  );
  expect(averages).toEqual([...averages].sort((a, b) => b - a));

  // A shared link opens the same search.
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('restaurant');
  await expect(page.getByLabel('City')).toHaveValue('bd-dhaka');
  await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  await expect(page.getByLabel('Verified only')).toBeChecked();

  // Back steps through the changes.
  await page.goBack();
  await expect(page.getByLabel('Verified only')).not.toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

  // Clearing keeps the sort, drops the filters.
  await page.getByTestId('clear-filters-top').click();
  await expect(page).not.toHaveURL(/type=|city=/);
  // (Tests running beside this one may add businesses meanwhile, never remove them.)
  // The filtered count stays on screen until the unfiltered answer arrives: wait for it.
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ businesses$/);
  await expect
    .poll(async () => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(total);
});

test('results come a page at a time, and a failed load offers a retry', async ({ page }) => {
  // The first results come with the server-rendered page; the next search asks the API, which
  // fails (every automatic retry too) until the visitor asks again.
  await page.goto('/business');
  await expect(entries(page)).toHaveCount(12);
  let failing = true;
  await page.route('**/api/businesses?*', (route) =>
    failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.getByLabel('Sort by').selectOption('newest');
  const alert = page.getByRole('alert').filter({ hasText: 'The directory could not be loaded.' });
  await expect(alert).toBeVisible();
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(entries(page)).toHaveCount(12);
  await expect(page.getByText(/^Showing 12 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(entries(page)).toHaveCount(24);
  await expect(page.getByText(/^Showing 24 of \d+$/)).toBeVisible();
});

test('a search with no results says so and one click clears it', async ({ page }) => {
  await page.goto('/business?type=manufacturing&q=qqqzzzxxx');
  await expect(page.getByTestId('no-results')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('qqqzzzxxx');
  await expect(page.getByTestId('no-results')).toContainText('Nothing matches “qqqzzzxxx”');
  await page.getByTestId('no-results').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('no-results')).toHaveCount(0);
  await expect(entries(page).first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
});

test('on a phone the filters fold behind a button that counts them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/business?type=retail&sort=newest');
  await expect(entries(page).first()).toBeVisible();
  const toggle = page.getByRole('button', { name: /Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('2');
  await expect(page.getByLabel('Type')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Type')).toHaveValue('retail');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await settled(page);
  for (const card of await entries(page).all()) await expect(card).toContainText('Retail');
});

test('a business page shows hours, products in taka and contact actions', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/business?q=electronics');
  await entries(page).filter({ hasText: 'Rahim Electronics' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/b\/rahim-electronics-/);
  await expect(page.getByRole('heading', { level: 1, name: /Rahim Electronics/ })).toBeVisible();
  await expect(page).toHaveTitle('Rahim Electronics · Haat');
  await expect(page.getByTestId('business-page').getByTestId('verified-badge').first()).toBeVisible();

  const hours = page.getByTestId('opening-hours');
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(hours.locator('tr[aria-current="date"]')).toContainText('Today');

  const grid = page.getByTestId('product-grid');
  await expect(grid.getByRole('listitem')).toHaveCount(5);
  await expect(grid).toContainText('Samsung Galaxy A15');
  await expect(grid.getByTestId('product-price').first()).toHaveText(/^৳[\d,]+\.\d\d$/);
  // The business's own categories filter the products.
  await page.getByRole('button', { name: /^Phones/ }).click();
  await expect(page.getByRole('button', { name: /^Phones/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid).not.toContainText('charger');
  await page.getByRole('button', { name: /^All/ }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(5);

  const actions = page.getByTestId('contact-actions');
  await expect(actions.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+8801711111111');
  await expect(actions.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /wa\.me\/8801711111111/,
  );
  // Rahim verified this number (demo data): the contact card says so.
  await expect(page.getByTestId('whatsapp-verified')).toHaveText('WhatsApp number verified');
  await expect(actions.getByRole('link', { name: /Directions/ })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );

  await expect(page.getByTestId('review-list').getByTestId('review')).toHaveCount(2);
  await page.getByTestId('copy-link').click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // Back to the directory with its search.
  await page.getByRole('link', { name: 'Business directory' }).first().click();
  await expect(page).toHaveURL(/\/business$/);
});

test('a visitor reviews another user’s business (write, edit with the keyboard, delete)', async ({
  browser,
  request,
}) => {
  const { reviewer, business } = await ownerReviewerAndBusiness(request);

  // The page shows the contacts, social link, hours and product made through the API.
  const visitor = await pageAs(browser, reviewer.token, `/b/${business.slug}`);
  await expect(visitor.getByTestId('business-page')).toBeVisible();
  const actions = visitor.getByTestId('contact-actions');
  await expect(actions.getByRole('link', { name: /Email/ })).toHaveAttribute(
    'href',
    'mailto:shop@example.com',
  );
  await expect(actions.getByRole('link', { name: /Website/ })).toHaveAttribute(
    'href',
    'https://example.com/',
  );
  await expect(visitor.getByTestId('social-links').getByRole('link', { name: /Facebook/ })).toBeVisible();
  await expect(visitor.getByTestId('opening-hours')).toContainText('Open 24 hours');
  await expect(visitor.getByTestId('product-grid')).toContainText('৳350.50');
  await expect(visitor.getByTestId('edit-business')).toHaveCount(0);
  await expect(visitor.getByText('No reviews yet').first()).toBeVisible();

  // Stars are a radio group; a rating is required.
  const form = visitor.getByTestId('review-form');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByLabel('Your review (optional)').fill('Quick and honest repair.');
  await form.getByRole('button', { name: 'Post review' }).click();
  const mine = visitor.getByTestId('my-review');
  await expect(mine.getByRole('status')).toContainText('Thank you for your review');
  const list = visitor.getByTestId('review-list');
  await expect(list.getByTestId('review')).toHaveCount(1);
  await expect(list).toContainText('Rina Reviewer');
  await expect(list).toContainText('Quick and honest repair.');
  await expect(visitor.getByTestId('review-summary')).toContainText('Rated 4.0 out of 5 from 1 review');

  // Edit: keyboard on the star radio group.
  await mine.getByRole('button', { name: 'Edit review' }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('radio', { name: '4 stars' }).focus();
  await visitor.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Your review (optional)').fill('Quick, honest and friendly.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(list).toContainText('Quick, honest and friendly.');
  await expect(visitor.getByTestId('review-summary')).toContainText('Rated 5.0 out of 5 from 1 review');

  // The reviewer deletes the review.
  await mine.getByRole('button', { name: 'Delete review' }).click();
  await visitor.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete review' }).click();
  await expect(visitor.getByTestId('review-list')).toHaveCount(0);
  await expect(visitor.getByTestId('review-summary')).toContainText('No reviews yet');
  await expect(visitor.getByTestId('review-form')).toBeVisible();
});

test('the owner replies to a review, edits and deletes the reply, and the reviewer sees it', async ({
  browser,
  request,
}) => {
  // The business and the review are set up through the API; the browser does the owner's part.
  const { owner, reviewer, business } = await ownerReviewerAndBusiness(request);
  const saved = await request.put(`/api/businesses/${business.slug}/review`, {
    headers: { Authorization: `Bearer ${reviewer.token}`, 'X-CSRF-TOKEN': await csrf(request) },
    data: { rating: 5, body: 'Quick, honest and friendly.' },
  });
  expect(saved.status()).toBe(200);
  const visitor = await pageAs(browser, reviewer.token, `/b/${business.slug}`);
  await expect(visitor.getByTestId('my-review')).toBeVisible();

  // The owner replies, edits the reply and deletes it; the owner cannot review.
  const ownerPage = await pageAs(browser, owner.token, `/b/${business.slug}`);
  await expect(ownerPage.getByTestId('edit-business')).toHaveAttribute(
    'href',
    `/business-profiles/${business.id}/edit`,
  );
  await expect(ownerPage.getByTestId('review-form')).toHaveCount(0);
  await expect(ownerPage.getByText('This is your business')).toBeVisible();
  const review = ownerPage.getByTestId('review').first();
  await review.getByRole('button', { name: /^Reply/ }).click();
  await review.getByLabel('Your reply to Rina Reviewer').fill('Thank you, Rina!');
  expect(await seriousViolations(ownerPage)).toEqual([]);
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expect(review.getByTestId('owner-reply')).toContainText('Thank you, Rina!');
  await review.getByRole('button', { name: /Edit reply/ }).click();
  await review.getByLabel('Your reply to Rina Reviewer').fill('Thank you, Rina — see you again.');
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expect(review.getByTestId('owner-reply')).toContainText('see you again');

  // The reviewer sees the reply.
  await visitor.reload();
  await expect(visitor.getByTestId('owner-reply')).toContainText('Thank you, Rina — see you again.');

  await review.getByRole('button', { name: /Delete reply/ }).click();
  await ownerPage.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete reply' }).click();
  await expect(review.getByTestId('owner-reply')).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByTestId('my-review')).toBeVisible();
  await expect(visitor.getByTestId('owner-reply')).toHaveCount(0);
});

test('a signed-out visitor is asked to sign in to review; an unknown address is not found', async ({
  page,
}) => {
  await page.goto('/business?q=electronics');
  const link = entries(page).filter({ hasText: 'Rahim Electronics' }).getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  await page.goto(href);
  const signIn = page.getByTestId('sign-in-to-review');
  await expect(signIn).toHaveAttribute('href', `/login?redirect=${href}`);
  await expect(page.getByTestId('review-form')).toHaveCount(0);
  await signIn.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${href.replace(/\//g, '\\/')}`));
  // Signing in comes back to the business, now seen as that user: Nusrat's seeded review is hers.
  await page.getByLabel('Email or phone').fill(DEMO.nusrat.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.nusrat.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const mine = page.getByTestId('my-review');
  await expect(mine.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(mine).toContainText('Genuine phone, fair price and a proper warranty card.');
  await expect(mine.getByRole('button', { name: 'Edit review' })).toBeVisible();
  await expect(page.getByTestId('sign-in-to-review')).toHaveCount(0);
  await expect(page.getByTestId('review').filter({ hasText: 'Nusrat Jahan' })).toContainText('You');

  const missing = await page.goto('/b/no-such-business-here');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('business-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business not found');
  await expect(page).toHaveTitle('Business not found · Haat');
  await page.getByRole('link', { name: 'Browse the directory' }).click();
  await expect(page).toHaveURL(/\/business$/);
});

test.describe('no serious axe violations', () => {
  for (const theme of ['light', 'dark'] as const) {
    const open = async (page: Page, request: APIRequestContext, path: string) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const token = await apiLogin(request, DEMO.omar.email, DEMO.omar.password);
      await openWithToken(page, token, path);
    };

    test(`the directory results (${theme})`, async ({ page, request }) => {
      await open(page, request, '/business');
      await expect(entries(page).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`a search with no results (${theme})`, async ({ page, request }) => {
      await open(page, request, '/business?q=qqqzzzxxx');
      await expect(page.getByTestId('no-results')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`a business page with reviews (${theme})`, async ({ page, request }) => {
      await open(page, request, '/business?q=electronics');
      const href = await entries(page)
        .filter({ hasText: 'Rahim Electronics' })
        .getByRole('link')
        .first()
        .getAttribute('href');
      expect(href).toMatch(/^\/b\//);
      await page.goto(href as string);
      await expect(page.getByTestId('review-list')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');
  const out = process.env.SHOTS_DIR || '/tmp/shots-A';
  const SIZES = [
    { name: 'mobile', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ];

  for (const lang of ['en', 'bn', 'ar']) {
    for (const theme of ['light', 'dark']) {
      test(`directory screens ${lang} ${theme}`, async ({ browser, request }) => {
        test.setTimeout(150_000);
        mkdirSync(out, { recursive: true });
        const visitor = (await registerUser(request, { name: 'Screen Visitor' })).token;
        const owner = await apiLogin(request, DEMO.omar.email, DEMO.omar.password);
        for (const size of SIZES) {
          const open = async (token: string) => {
            const context = await browser.newContext({
              viewport: { width: size.width, height: size.height },
            });
            await context.addInitScript(
              ({ lang, theme, token }) => {
                localStorage.setItem('language', lang);
                localStorage.setItem('theme', theme);
                if (token) localStorage.setItem('token', token);
              },
              { lang, theme, token },
            );
            const page = await context.newPage();
            const shot = async (name: string) => {
              await expectScreenReady(page);
              await page.waitForTimeout(250);
              await page.screenshot({
                path: resolve(out, `${name}-${size.name}-${theme}-${lang}.png`),
                fullPage: true,
              });
            };
            return { context, page, shot };
          };
          const { context, page, shot } = await open(visitor);
          await page.goto('/business');
          await expect(entries(page).first()).toBeVisible();
          await shot('directory');
          await page.goto('/business?q=qqqzzzxxx');
          await expect(page.getByTestId('no-results')).toBeVisible();
          await shot('directory-none');
          await page.goto('/business?q=kacchi');
          await entries(page).first().getByRole('link').click();
          await expect(page.getByTestId('review-form')).toBeVisible();
          await shot('business');
          await page.goto('/b/no-such-business-here');
          await expect(page.getByTestId('business-not-found')).toBeVisible();
          await shot('business-missing');
          await context.close();

          const asOwner = await open(owner);
          await asOwner.page.goto('/business?q=haddad');
          await entries(asOwner.page).first().getByRole('link').click();
          await expect(asOwner.page.getByTestId('edit-business')).toBeVisible();
          await asOwner.page.getByTestId('review').first().getByRole('button').first().click();
          await expect(asOwner.page.getByTestId('reply-form')).toBeVisible();
          await asOwner.shot('business-owner');
          await asOwner.context.close();

          const signedOut = await open('');
          await signedOut.page.goto('/business?q=electronics');
          await entries(signedOut.page).first().getByRole('link').click();
          await expect(signedOut.page.getByTestId('sign-in-to-review')).toBeVisible();
          await signedOut.shot('business-signed-out');
          await signedOut.context.close();
        }
      });
    }
  }
});
