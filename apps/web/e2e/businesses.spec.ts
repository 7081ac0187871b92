import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectScreenReady,
  registerUser,
  seriousViolations,
  type TTestUser,
  test,
} from './fixtures.ts';

const LOGO = readFileSync(resolve(import.meta.dirname, '../public/icons/icon-192.png'));

async function csrf(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
}

/** The user's businesses through the API. */
async function myBusinesses(request: APIRequestContext, user: TTestUser) {
  const answer = await request.get('/api/my/businesses?per_page=100', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    data: { id: string; slug: string; name: string; phone: string | null; hours: Record<string, unknown> }[];
    meta: { total: number };
  };
}

/** Creates a business through the API for `user` and returns it. */
async function createBusiness(request: APIRequestContext, user: TTestUser, body: Record<string, unknown>) {
  const answer = await request.post('/api/my/businesses', {
    data: body,
    headers: { Authorization: `Bearer ${user.token}`, 'X-CSRF-TOKEN': await csrf(request) },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data as { id: string; slug: string; url: string };
}

function field(page: Page, name: string) {
  return page.getByTestId('business-form').locator(`[name="${name}"]`);
}

test('the empty list invites the first business, whose bad input is refused at its fields', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  await signIn(freshUser, '/business-profiles');

  // Empty list invites the first business.
  await expect(page.getByText('You have no businesses yet')).toBeVisible();
  await expect(page).toHaveTitle(/Business profiles/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Add your first business' }).click();
  await expect(page).toHaveURL(/\/business-profiles\/new$/);
  await expect(page).toHaveTitle(/Add a business/);

  // Bad input: field errors from the shared schema, and nothing is saved.
  await field(page, 'email').fill('not-an-email');
  await field(page, 'phone').fill('12');
  await field(page, 'social.facebook').fill('not a url');
  await page.getByTestId('save-business').click();
  await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(field(page, 'social.facebook')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('form-notice')).toHaveText('Please correct the highlighted fields.');
  expect((await myBusinesses(request, freshUser)).meta.total).toBe(0);
});

test('an owner creates a business with every kind of field, hours and a logo', async ({
  page,
  context,
  request,
  freshUser,
  signIn,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 23.780573, longitude: 90.279239 });
  await signIn(freshUser, '/business-profiles/new');
  await expect(page).toHaveTitle(/Add a business/);

  // Every kind of field, hours copied to all days, a queued logo.
  await field(page, 'name').fill('Dhanmondi Tea House');
  await field(page, 'type').selectOption('restaurant');
  await field(page, 'description').fill('Tea, snacks and sweets since 1998.');
  await expect(page.getByTestId('description-count')).toHaveText('34 of 5000 characters');
  await field(page, 'phone').fill('01711-223344');
  await field(page, 'whatsapp').fill('+8801811223344');
  await field(page, 'email').fill('Tea@Example.com');
  await field(page, 'website').fill('tea.example.com');
  await field(page, 'address').fill('House 12, Road 7');
  await field(page, 'city').fill('Dhaka');
  await field(page, 'social.facebook').fill('https://facebook.com/dhanmondi.tea');
  await expect(field(page, 'country')).toHaveValue('BD');
  // A country name comes from /api/countries.
  await expect(field(page, 'country').locator('option[value="BD"]')).toContainText('Bangladesh');

  await page.getByTestId('use-location').click();
  await expect(field(page, 'lat')).toHaveValue('23.780573');
  await expect(field(page, 'lng')).toHaveValue('90.279239');
  await expect(page.getByTestId('map-link')).toHaveAttribute('href', /openstreetmap\.org\/.*mlat=23\.780573/);

  const monday = page.getByTestId('hours-mon');
  await monday.getByRole('switch').check();
  await monday.getByLabel('Monday: opens at').fill('09:00');
  await monday.getByLabel('Monday: closes at').fill('21:30');
  await page.getByTestId('copy-mon').click();
  await expect(page.getByText('Monday’s hours copied to every day. Save to keep them.')).toBeVisible();
  await expect(page.getByTestId('hours-sat').getByLabel('Saturday: closes at')).toHaveValue('21:30');
  await page.getByTestId('hours-fri').getByRole('switch').uncheck();
  await expect(page.getByTestId('hours-fri')).toContainText('Closed');

  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByTestId('preview-logo')).toBeVisible();
  await expect(page.getByText('logo.png will be uploaded when you create the business.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('save-business').click();
  await expect(page).toHaveURL(/\/business-profiles\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByTestId('form-notice')).toContainText('Business created');
  await expect(page.getByTestId('preview-logo')).toHaveAttribute('src', /\/uploads\//);
  await expect(field(page, 'phone')).toHaveValue('+8801711223344');
  await expect(field(page, 'website')).toHaveValue('https://tea.example.com/');
  await expect(page).toHaveTitle(/Edit “Dhanmondi Tea House”/);

  const saved = (await myBusinesses(request, freshUser)).data[0];
  expect(saved?.name).toBe('Dhanmondi Tea House');
  expect(saved?.hours).toMatchObject({
    mon: { open: '09:00', close: '21:30' },
    sun: { open: '09:00', close: '21:30' },
    fri: null,
  });
});

test('the list shows each business with logo or initials; one is renamed, the other deleted after asking', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  // Made through the API as the form above makes them: a full profile with a logo, and a bare one.
  const everyDay = ['mon', 'tue', 'wed', 'thu', 'sat', 'sun'].map((day) => [
    day,
    { open: '09:00', close: '21:30' },
  ]);
  const saved = await createBusiness(request, freshUser, {
    name: 'Dhanmondi Tea House',
    type: 'restaurant',
    description: 'Tea, snacks and sweets since 1998.',
    phone: '01711223344',
    whatsapp: '+8801811223344',
    email: 'tea@example.com',
    website: 'https://tea.example.com/',
    address: 'House 12, Road 7',
    city: 'Dhaka',
    location: { lat: 23.780573, lng: 90.279239 },
    time_zone: 'Asia/Dhaka',
    hours: { ...Object.fromEntries(everyDay), fri: null },
    social: { facebook: 'https://facebook.com/dhanmondi.tea' },
  });
  const logo = await request.post(`/api/my/businesses/${saved.id}/logo`, {
    headers: { Authorization: `Bearer ${freshUser.token}`, 'X-CSRF-TOKEN': await csrf(request) },
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO } },
  });
  expect(logo.status()).toBe(200);
  await createBusiness(request, freshUser, {
    name: 'Gulshan Phone Repair',
    type: 'service',
    city: 'Chattogram',
    hours: Object.fromEntries(['mon', 'tue', 'wed'].map((day) => [day, { open: '00:00', close: '24:00' }])),
  });
  await signIn(freshUser, '/business-profiles');

  // Both in the list, newest first, with logo or initials, type and city.
  const list = page.getByTestId('business-list');
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(page.getByTestId('business-count')).toHaveText('Businesses: 2');
  const tea = list.getByRole('article').filter({ hasText: 'Dhanmondi Tea House' });
  const repair = list.getByRole('article').filter({ hasText: 'Gulshan Phone Repair' });
  await expect(tea.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expect(tea).toContainText('Restaurant');
  await expect(tea).toContainText('Dhaka, Bangladesh');
  await expect(tea).toContainText('No reviews yet');
  await expect(tea.getByTestId('open-now')).toBeVisible();
  await expect(tea.getByTestId('profile-strength')).toContainText('Profile 88% complete');
  await expect(tea.getByTestId('profile-strength')).toContainText(
    'Customers would also like: a cover image.',
  );
  await expect(repair).toContainText('GP');
  await expect(repair).toContainText('Service');
  await expect(tea.getByRole('link', { name: /Products/ })).toHaveAttribute(
    'href',
    `/business/products?business=${saved?.id}`,
  );
  await expect(tea.getByRole('link', { name: /Categories/ })).toHaveAttribute(
    'href',
    `/business/categories?business=${saved?.id}`,
  );
  await expect(tea.getByRole('link', { name: /View public page/ })).toHaveAttribute(
    'href',
    `/b/${saved?.slug}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Edit the first: the new name shows in the list and on the public page's title.
  await tea.getByRole('link', { name: /Edit/ }).click();
  await expect(field(page, 'name')).toHaveValue('Dhanmondi Tea House');
  await expect(page.getByTestId('hours-editor').getByLabel('Tuesday: opens at')).toHaveValue('09:00');
  await field(page, 'name').fill('Dhanmondi Tea & Snacks');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByTestId('save-business').click();
  await expect(page.getByTestId('form-notice')).toHaveText('Changes saved.');
  await expect(page.getByText('You have unsaved changes.')).toBeHidden();
  const html = await (await request.get(`/b/${saved?.slug}`)).text();
  expect(html).toMatch(/<title>Dhanmondi Tea (&amp;|&#38;|&) Snacks/);
  await page.getByRole('link', { name: 'Back to my businesses' }).click();
  await expect(list.getByRole('article').filter({ hasText: 'Dhanmondi Tea & Snacks' })).toBeVisible();

  // Delete the second after confirming; cancelling first keeps it.
  await repair.getByTestId('delete-business').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Delete “\u2068?Gulshan Phone Repair\u2069?”\?/);
  await expect(dialog).toContainText('all its products and product categories');
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('article')).toHaveCount(2);
  await repair.getByTestId('delete-business').click();
  await dialog.getByRole('button', { name: 'Delete business' }).click();
  await expect(page.getByText(/“\u2068?Gulshan Phone Repair\u2069?” was deleted\./)).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(1);
  const left = await myBusinesses(request, freshUser);
  expect(left.data.map((b) => b.name)).toEqual(['Dhanmondi Tea & Snacks']);
});

test('server field errors show at their fields; leaving with unsaved changes asks first', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await createBusiness(request, freshUser, { name: 'Bogura Doi Ghor', type: 'retail' });
  await signIn(freshUser, `/business-profiles/${business.id}/edit`);
  await expect(field(page, 'name')).toHaveValue('Bogura Doi Ghor');

  // The server refuses the change (e.g. a rule the browser cannot know): its messages sit at the fields.
  await page.route(`**/api/my/businesses/${business.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'VALIDATION',
            message: 'The given data was invalid.',
            errors: { phone: ['This number is blocked'], 'hours.mon.open': ['Opening hours look wrong'] },
          }),
        })
      : route.fallback(),
  );
  await field(page, 'city').fill('Bogura');
  await page.getByTestId('save-business').click();
  await expect(page.getByText('This number is blocked')).toBeVisible();
  await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Opening hours look wrong')).toBeVisible();
  await expect(page.getByTestId('form-notice')).toHaveText('Please correct the highlighted fields.');
  await page.unroute(`**/api/my/businesses/${business.id}`);
  expect((await myBusinesses(request, freshUser)).data[0]?.name).toBe('Bogura Doi Ghor');

  // Unsaved changes: leaving asks, and "Keep editing" stays.
  await page.getByRole('link', { name: 'Back to my businesses' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(field(page, 'city')).toHaveValue('Bogura');
  await page.getByRole('link', { name: 'Back to my businesses' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/business-profiles$/);
});

test('a cover is uploaded and removed on the edit screen, bad files refused; the business is deleted from there', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await createBusiness(request, freshUser, {
    name: 'Sylhet Tea Estate Shop',
    type: 'retail',
  });
  await signIn(freshUser, `/business-profiles/${business.id}/edit`);
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByTestId('image-cover').getByRole('alert')).toHaveText(
    'The photo must be a JPG, PNG or WebP image',
  );
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByTestId('image-cover').getByText('Cover image saved.')).toBeVisible();
  await expect(page.getByTestId('preview-cover')).toHaveAttribute('src', /\/uploads\//);
  await page.getByTestId('remove-cover').click();
  await expect(page.getByTestId('image-cover').getByText('Cover image removed.')).toBeVisible();
  await expect(page.getByTestId('preview-cover')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The edit screen can delete the business too, after the same confirmation.
  await page.getByTestId('delete-this-business').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('its reviews, ratings and your replies');
  await dialog.getByRole('button', { name: 'Delete business' }).click();
  await expect(page).toHaveURL(/\/business-profiles$/);
  await expect(page.getByText(/Sylhet Tea Estate Shop\u2069?” was deleted\./)).toBeVisible();
  await expect(page.getByText('You have no businesses yet')).toBeVisible();
  expect((await myBusinesses(request, freshUser)).meta.total).toBe(0);
});

test('the list pages with Load more, and a failed load offers a retry', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  test.setTimeout(90_000);
  for (let i = 1; i <= 21; i += 1)
    await createBusiness(request, freshUser, {
      name: `Paged Shop ${String(i).padStart(2, '0')}`,
      type: 'retail',
    });

  // The first answer fails: the error offers a retry that loads the list.
  let serverDown = true;
  await page.route('**/api/my/businesses?*', (route) =>
    serverDown
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
      : route.fallback(),
  );
  await signIn(freshUser, '/business-profiles');
  await expect(page.getByText('Your businesses could not be loaded.')).toBeVisible({ timeout: 20_000 });
  serverDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();

  const list = page.getByTestId('business-list');
  await expect(list.getByRole('article')).toHaveCount(20);
  await expect(page.getByTestId('business-count')).toHaveText('Businesses: 21');
  await expect(list.getByRole('article').first()).toContainText('Paged Shop 21');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('article')).toHaveCount(21);
  await expect(list.getByRole('article').last()).toContainText('Paged Shop 01');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('hours can be set with the keyboard alone', async ({ page, request, freshUser, signIn }) => {
  const business = await createBusiness(request, freshUser, { name: 'Keyboard Cafe', type: 'restaurant' });
  await signIn(freshUser, `/business-profiles/${business.id}/edit`);
  const tuesday = page.getByTestId('hours-tue');
  await tuesday.getByRole('switch').focus();
  await page.keyboard.press('Space');
  await expect(tuesday.getByRole('switch')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('copy-tue')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tuesday.getByLabel('Tuesday: opens at')).toBeFocused();
  await page.keyboard.type('1030AM');
  await expect(tuesday.getByLabel('Tuesday: opens at')).toHaveValue('10:30');
  // Chromium's time input moves between its hour/minute/AM-PM parts with Tab, so focus the next one.
  await tuesday.getByLabel('Tuesday: closes at').focus();
  await page.keyboard.type('0700PM');
  await expect(tuesday.getByLabel('Tuesday: closes at')).toHaveValue('19:00');
  await page.getByTestId('copy-tue').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hours-sun').getByLabel('Sunday: opens at')).toHaveValue('10:30');
  await page.getByTestId('save-business').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-notice')).toHaveText('Changes saved.');
  const saved = (await myBusinesses(request, freshUser)).data[0];
  expect(saved?.hours).toMatchObject({
    tue: { open: '10:30', close: '19:00' },
    sun: { open: '10:30', close: '19:00' },
  });
});

test('another user’s business is not found, and signed-out visitors go to login', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const owner = await registerUser(request);
  const theirs = await createBusiness(request, owner, { name: 'Not Yours Ltd', type: 'manufacturing' });
  await signIn(freshUser, `/business-profiles/${theirs.id}/edit`);
  await expect(page.getByText('Business not found')).toBeVisible();
  await expect(page.getByText('Not Yours Ltd')).toHaveCount(0);
  await page.goto('/business-profiles/not-a-uuid/edit');
  await expect(page.getByText('Business not found')).toBeVisible();

  const visitor = await page.context().browser()?.newContext();
  const anonymous = await visitor?.newPage();
  if (!anonymous || !visitor) throw new Error('no page');
  for (const path of [
    '/business-profiles',
    '/business-profiles/new',
    `/business-profiles/${theirs.id}/edit`,
  ]) {
    await anonymous.goto(path);
    await expect(anonymous).toHaveURL(/\/login\?redirect=/);
  }
  await visitor.close();
});

test('Bengali: weekday names from Intl and translated field errors', async ({ page, freshUser, signIn }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signIn(freshUser, '/business-profiles/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ব্যবসা যোগ করুন');
  await expect(page.getByTestId('hours-mon')).toContainText('সোমবার');
  await page.getByTestId('save-business').click();
  await expect(page.getByText('ব্যবসার নাম আবশ্যক')).toBeVisible();
  await expect(page.getByTestId('form-notice')).toHaveText('চিহ্নিত ঘরগুলো ঠিক করুন।');
});

test('Arabic: right-to-left form with Arabic weekday names', async ({ page, freshUser, signIn }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await signIn(freshUser, '/business-profiles/new');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('hours-fri')).toContainText('الجمعة');
  expect(await seriousViolations(page)).toEqual([]);
});

/* Screenshots for people to look at: SCREENSHOTS=1, written to /tmp/shots-B (or SHOTS_DIR). */
test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');
  const out = process.env.SHOTS_DIR || '/tmp/shots-B';

  test('business list and form', async ({ browser, request }) => {
    test.setTimeout(300_000);
    mkdirSync(out, { recursive: true });
    const owner = await registerUser(request, { name: 'Shot Owner' });
    const tea = await createBusiness(request, owner, {
      name: 'Dhanmondi Tea House',
      type: 'restaurant',
      description: 'Tea, snacks and sweets since 1998.',
      phone: '01711223344',
      city: 'Dhaka',
      location: { lat: 23.7461, lng: 90.3742 },
      hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'sat', 'sun'].map((d) => [d, { open: '08:00', close: '22:00' }]),
      ),
      social: { facebook: 'https://facebook.com/tea' },
    });
    const csrfToken = await csrf(request);
    await request.post(`/api/my/businesses/${tea.id}/logo`, {
      headers: { Authorization: `Bearer ${owner.token}`, 'X-CSRF-TOKEN': csrfToken },
      multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO } },
    });
    await createBusiness(request, owner, {
      name: 'চট্টগ্রাম মোবাইল সার্ভিসিং সেন্টার অ্যান্ড অ্যাক্সেসরিজ',
      type: 'service',
      city: 'চট্টগ্রাম',
    });
    const empty = await registerUser(request);
    const shots: [string, string, TTestUser][] = [
      ['list', '/business-profiles', owner],
      ['empty', '/business-profiles', empty],
      ['edit', `/business-profiles/${tea.id}/edit`, owner],
      ['new', '/business-profiles/new', owner],
    ];
    for (const lang of (process.env.SHOT_LANGS || 'en,bn,ar').split(',')) {
      for (const theme of ['light', 'dark']) {
        for (const [width, height] of [
          [390, 844],
          [1280, 800],
        ] as const) {
          for (const [name, path, user] of shots) {
            if (name === 'empty' && (lang !== 'en' || width !== 390)) continue;
            const context = await browser.newContext({ viewport: { width, height } });
            await context.addInitScript(
              ({ lang, theme, token }) => {
                localStorage.setItem('language', lang);
                localStorage.setItem('theme', theme);
                localStorage.setItem('token', token);
              },
              { lang, theme, token: user.token },
            );
            const page = await context.newPage();
            await page.goto(path);
            await expectScreenReady(page);
            await page.waitForTimeout(300);
            await page.screenshot({
              path: resolve(out, `${name}-${width}-${theme}-${lang}.png`),
              fullPage: true,
            });
            if (name === 'new' && width === 390) {
              await page.locator('[name="email"]').fill('nope');
              await page.locator('[name="hours.mon.open"]').check();
              await page.locator('[name="hours.mon.from"]').fill('10:00');
              await page.locator('[name="hours.mon.to"]').fill('10:00');
              await page.getByTestId('save-business').click();
              await page.waitForTimeout(300);
              await page.screenshot({
                path: resolve(out, `errors-${width}-${theme}-${lang}.png`),
                fullPage: true,
              });
            }
            if (name === 'list' && width === 390 && theme === 'light') {
              await page.getByTestId('delete-business').first().click();
              await page.waitForTimeout(300);
              await page.screenshot({ path: resolve(out, `delete-dialog-${lang}.png`) });
            }
            await context.close();
          }
        }
      }
    }
  });
});
