import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectScreenReady,
  seriousViolations,
  type TTestUser,
  test,
  watchForText,
} from './fixtures.ts';

const PHOTO = readFileSync(resolve(import.meta.dirname, '../public/icons/icon-192.png'));

/** Creates a card through the API for `user` and returns it. */
async function createCard(request: APIRequestContext, user: TTestUser, body: Record<string, unknown>) {
  const csrf = (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
  const answer = await request.post('/api/cards', {
    data: body,
    headers: { Authorization: `Bearer ${user.token}`, 'X-CSRF-TOKEN': csrf },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data as { id: string; slug: string; url: string };
}

test('a card made in Bengali: create with a photo, list, edit, share, public page, delete', async ({
  page,
  browser,
  context,
  freshUser,
  signIn,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signIn(freshUser, '/vcard');

  // Empty list with a create button.
  await expect(page.getByText('আপনার এখনো কোনো কার্ড নেই')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'ভিকার্ড তৈরি করুন' }).last().click();
  await expect(page).toHaveURL(/\/vcard\/create$/);

  // The form validates with the shared schema before anything is sent.
  const form = page.getByTestId('card-form');
  await form.locator('input[name="email"]').fill('not-an-email');
  await page.getByTestId('save-card').click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.locator('input[name="full_name"]')).toHaveAttribute('aria-invalid', 'true');

  await form.locator('input[name="full_name"]').fill('নুসরাত জাহান');
  await form.locator('input[name="job_title"]').fill('প্রধান নির্বাহী');
  await form.locator('input[name="company"]').fill('হাট লিমিটেড');
  await form.locator('input[name="phone"]').fill('01711223344');
  await form.locator('input[name="email"]').fill('nusrat.card@example.com');
  await form.locator('input[name="website"]').fill('example.com');
  await form.getByText('মডার্ন').click();
  const preview = page.getByTestId('card-preview');
  await expect(preview).toHaveAttribute('data-template', 'modern');
  await expect(preview).toContainText('নুসরাত জাহান');
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(preview.locator('img')).toBeVisible();
  await page.getByTestId('save-card').click();

  // Back on the list: the new card with its counts (Bengali digits) and photo.
  await expect(page).toHaveURL(/\/vcard$/);
  await expect(page.getByText('ভিকার্ড তৈরি হয়েছে')).toBeVisible();
  const card = page.getByTestId('card-list').getByRole('article').filter({ hasText: 'নুসরাত জাহান' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('stat-views')).toHaveText('০');
  await expect(card.getByTestId('stat-scans')).toHaveText('০');
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expect(page.getByTestId('filter-active')).toContainText('১');

  // Edit.
  await card.getByRole('link', { name: 'সম্পাদনা' }).click();
  await expect(page).toHaveURL(/\/vcard\/edit\//);
  await expect(page.locator('input[name="full_name"]')).toHaveValue('নুসরাত জাহান');
  await expect(page.locator('input[name="phone"]')).toHaveValue('+8801711223344');
  await page.locator('input[name="job_title"]').fill('প্রতিষ্ঠাতা');
  await page.getByTestId('save-card').click();
  await expect(page.getByText('ভিকার্ড হালনাগাদ হয়েছে')).toBeVisible();
  await expect(page.getByTestId('card-preview')).toContainText('প্রতিষ্ঠাতা');

  // Share: copy the link.
  await page.goto('/vcard');
  await page
    .getByTestId('card-list')
    .getByRole('article')
    .filter({ hasText: 'নুসরাত জাহান' })
    .getByRole('link', { name: 'শেয়ার' })
    .click();
  await expect(page).toHaveURL(/\/vcard\/share\//);
  await expect(page.getByTestId('card-qr')).toHaveAttribute('src', /\/qr\.svg/);
  await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', /wa\.me|whatsapp/);
  const copied = await watchForText(page, 'লিংক ক্লিপবোর্ডে কপি হয়েছে!');
  await page.getByTestId('copy-link').click();
  await expect.poll(copied).toBe(true);
  const link = (await page.getByTestId('card-link').textContent()) ?? '';
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const slug = new URL(link).pathname.replace('/c/', '');

  // The public page, signed out.
  const guest = await browser.newContext();
  const publicPage = await guest.newPage();
  await publicPage.goto(`/c/${slug}`);
  await expect(publicPage.getByText('নুসরাত জাহান').first()).toBeVisible();
  await guest.close();

  // Delete after confirmation.
  await page.goto('/vcard');
  const listed = page.getByTestId('card-list').getByRole('article').filter({ hasText: 'নুসরাত জাহান' });
  await listed.getByRole('button', { name: /মুছুন/ }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'বাতিল' }).click();
  await expect(dialog).toBeHidden();
  await listed.getByRole('button', { name: /মুছুন/ }).click();
  await dialog.getByRole('button', { name: 'মুছুন' }).click();
  await expect(page.getByText('ভিকার্ড মুছে ফেলা হয়েছে')).toBeVisible();
  await expect(page.getByText('আপনার এখনো কোনো কার্ড নেই')).toBeVisible();
});

test('downloads, analytics and messages of a card', async ({
  page,
  request,
  playwright,
  freshUser,
  signIn,
}) => {
  const card = await createCard(request, freshUser, { full_name: 'Analytics Person', company: 'Haat' });
  // Two visits by someone else (no session, a phone) count as views.
  const guest = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      'User-Agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    },
  });
  for (let i = 0; i < 2; i += 1) expect((await guest.get(`/c/${card.slug}`)).ok()).toBeTruthy();
  await guest.dispose();

  await signIn(freshUser, `/vcard/share/${card.id}`);
  const started = await watchForText(page, 'Download started successfully!');
  const download = page.waitForEvent('download');
  await page.getByTestId('download-vcf').click();
  expect((await download).suggestedFilename()).toMatch(/\.vcf$/);
  await expect.poll(started).toBe(true);

  await page.goto(`/vcard/analytics/${card.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card analytics');
  await expect(page.getByTestId('total-views')).toHaveText('2');
  await expect(page.getByText('Mobile').first()).toBeVisible();
  await expect(page.getByTestId('trend-chart').first()).toBeVisible();
  await page.getByTestId('range-7').click();
  await expect(page.getByTestId('range-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('No messages yet.')).toBeVisible();

  // A visitor sends a message through the public card page; the owner reads it and exports CSV.
  const visitor = await page.context().browser()?.newContext();
  if (!visitor) throw new Error('no browser');
  const cardPage = await visitor.newPage();
  await cardPage.goto(`/c/${card.slug}`);
  await cardPage.locator('#name').fill('Karim Visitor');
  await cardPage.locator('#email').fill('karim.visitor@example.com');
  await cardPage.locator('#message').fill('Please call me about an order.');
  await cardPage.locator('form button[type="submit"]').click();
  await expect(cardPage.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(page.getByText('Please call me about an order.')).toBeVisible();
  await expect(page.getByText('1 unread')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(page.getByText('1 unread')).toBeHidden();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/leads\.csv$/);

  await page.goto('/vcard/analytics');
  await expect(page.getByText('All cards').first()).toBeVisible();
  await expect(page.getByTestId('analytics-totals')).toBeVisible();
});

const CARD_SCREENS = [
  '/vcard',
  '/vcard/create',
  '/vcard/edit/:id',
  '/vcard/share/:id',
  '/vcard/analytics/:id',
  '/vcard/analytics',
];

// One test per screen, so a busy machine never has to walk six screens under one timeout.
for (const screen of CARD_SCREENS) {
  test(`no serious axe violations on ${screen}`, async ({ page, request, freshUser, signIn }) => {
    const card = await createCard(request, freshUser, {
      full_name: 'Axe Person',
      job_title: 'Tester',
      email: 'axe@example.com',
    });
    await signIn(freshUser, screen.replace(':id', card.id));
    await expectScreenReady(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a long list of cards is read a page at a time with "Load more"', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  test.setTimeout(90_000);
  for (let i = 1; i <= 26; i++) await createCard(request, freshUser, { full_name: `Paged Person ${i}` });
  await signIn(freshUser, '/vcard');
  const list = page.getByTestId('card-list').locator(':scope > li');
  await expect(list).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
