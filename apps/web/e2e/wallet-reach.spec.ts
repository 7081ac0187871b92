import { DEMO, expect, expectScreenReady, registerUser, test } from './fixtures.ts';
import { fund, sendByApi } from './money.ts';

/*
 * Issue 12 item 13: the wallet is one step away (side panel, settings menu), the dashboard shows the
 * real balance instead of a promise, the right panel shows real activity, and staff who sign in land
 * on the staff queue while an explicit target still wins.
 */

test('the side panel leads to the wallet at 1440 px', async ({ page, freshUser, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(freshUser, '/about');
  const side = page.getByRole('navigation', { name: 'All sections' });
  await side.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
});

test('the settings menu leads to the wallet at 360 px', async ({ page, freshUser, signIn }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(freshUser, '/');
  await page.getByTestId('settings-menu-trigger').click();
  const entry = page.getByTestId('menu-wallet');
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
});

test('the dashboard shows the real balance, and no promise that it "will appear"', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await fund(request, user, 123_450);
  await signIn(user, '/dashboard');
  await expect(page.getByTestId('dashboard-balance')).toHaveText('৳1,234.50');
  await expect(page.getByTestId('dashboard')).not.toContainText('will appear');
  await page.getByTestId('dashboard-open-wallet').click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳1,234.50');
});

test('the right panel shows real activity, never "No activity yet" beside it', async ({
  page,
  request,
  signIn,
}) => {
  const sender = await registerUser(request, { name: 'Panel Sender' });
  const receiver = await registerUser(request);
  await fund(request, sender, 50_000);
  await sendByApi(request, sender, receiver, 7_500);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(receiver, '/about');
  const activity = page.getByTestId('right-panel').getByTestId('recent-activity');
  await expect(activity).toContainText('Panel Sender');
  await expect(activity).toContainText('৳75.00');
  await expect(page.getByTestId('right-panel')).not.toContainText('No activity yet');
  await activity.getByRole('link', { name: 'All notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('staff who sign in land on the admin dashboard; an explicit target still wins', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectScreenReady(page);
  // Signed in, the guest pages send staff to the same place.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login?redirect=%2Fwallet');
  await page.getByLabel('Email or phone').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});
