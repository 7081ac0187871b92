import type { APIRequestContext } from '@playwright/test';
import { csrf, expect, type TTestUser, test } from './fixtures.ts';

/*
 * Places of businesses (decision 045): in Bangladesh a division and district chosen from the list
 * (here in Bengali), one entry per district in the directory's city filter however its businesses
 * spell it, and the map location from the device.
 */

async function createBusiness(request: APIRequestContext, owner: TTestUser, data: Record<string, unknown>) {
  const answer = await request.post('/api/my/businesses', {
    headers: { Authorization: `Bearer ${owner.token}`, 'X-CSRF-TOKEN': await csrf(request) },
    data: { type: 'retail', ...data },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('a district chosen in Bengali is one place in the directory filter', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  // The brief's journey: a form and then the directory (two screens) on a busy machine.
  test.setTimeout(150_000);
  // Two businesses of the same district, its name typed two ways (old free text).
  await createBusiness(request, freshUser, { name: 'Hill Tea Stall', city: 'Bandarban' });
  await createBusiness(request, freshUser, { name: 'পাহাড়ি চা ঘর', city: ' বান্দরবান ' });

  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signIn(freshUser, '/business-profiles/new');
  const form = page.getByTestId('business-form');
  await form.locator('[name="name"]').fill('নীলগিরি ক্যাফে');
  await expect(form.getByTestId('district')).toBeDisabled();
  await form.getByTestId('division').selectOption({ label: 'চট্টগ্রাম' });
  await form.getByTestId('district').selectOption({ label: 'বান্দরবান' });
  await form.locator('[name="city"]').fill('থানচি');
  await page.getByTestId('save-business').click();
  await expect(page).not.toHaveURL(/\/new$/);

  // All three (and any left by an earlier run on the same data) are one place, counted together.
  const places = (await (await request.get('/api/directory/cities')).json()).data as {
    city: string;
    count: number;
  }[];
  const count = places.find((place) => place.city === 'bd-bandarban')?.count ?? 0;
  expect(count).toBeGreaterThanOrEqual(3);
  await page.goto('/business');
  const filter = page.getByTestId('city-filter');
  await expect(filter.locator('option', { hasText: 'বান্দরবান' })).toHaveCount(1);
  await expect(filter.locator('option', { hasText: 'বান্দরবান' })).toHaveText(
    `বান্দরবান (${new Intl.NumberFormat('bn').format(count)})`,
  );
  await filter.selectOption('bd-bandarban');
  await expect(page).toHaveURL(/city=bd-bandarban/);
  await expect(page.getByTestId('directory-entry')).toHaveCount(Math.min(count, 20));
  await expect(page.getByTestId('directory-entry').filter({ hasText: 'নীলগিরি ক্যাফে' })).toContainText(
    'থানচি, বান্দরবান',
  );
});

test('"Use my location" fills the coordinates from the device', async ({
  page,
  context,
  freshUser,
  signIn,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 22.19534, longitude: 92.21842 });
  await signIn(freshUser, '/business-profiles/new');
  const form = page.getByTestId('business-form');
  await form.getByTestId('use-location').click();
  await expect(form.locator('[name="lat"]')).toHaveValue('22.195340');
  await expect(form.locator('[name="lng"]')).toHaveValue('92.218420');
  await expect(form.getByText('Location filled in. Check it on the map, then save.')).toBeVisible();
});

test('"Use my location" explains a refusal', async ({ page, context, freshUser, signIn }) => {
  await context.clearPermissions();
  await signIn(freshUser, '/business-profiles/new');
  const form = page.getByTestId('business-form');
  await form.getByTestId('use-location').click();
  await expect(
    form.getByText('Location access was refused. Allow it in the browser or type the numbers.'),
  ).toBeVisible();
  await expect(form.locator('[name="lat"]')).toHaveValue('');
});

test('the map sets the location with a click (tiles need the internet; picking does not)', async ({
  page,
  freshUser,
  signIn,
}) => {
  await signIn(freshUser, '/business-profiles/new');
  const form = page.getByTestId('business-form');
  await form.getByTestId('toggle-map').click();
  const map = form.getByTestId('map-picker');
  await expect(map).toBeVisible();
  // The map opens on Bangladesh; its middle is about 23.7° N, 90.4° E.
  await map.click();
  await expect(form.locator('[name="lat"]')).toHaveValue(/^2[34]\.\d{6}$/);
  await expect(form.locator('[name="lng"]')).toHaveValue(/^(89|90|91)\.\d{6}$/);
  await expect(form.getByText('Location set from the map. Save to keep it.')).toBeVisible();
  await expect(form.locator('path.leaflet-interactive')).toHaveCount(1);
});
