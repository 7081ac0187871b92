import { apiLogin, DEMO, expect, test } from './fixtures.ts';

test('requiresAuth sends guests to /login and back to where they were going', async ({ page, freshUser }) => {
  await page.goto('/referrals');
  await expect(page).toHaveURL(/\/login\?redirect=%2Freferrals$/);
  await expect(page.getByText('Please login to continue')).toBeVisible();
  await page.getByLabel('Email or phone').fill(freshUser.email);
  await page.getByLabel('Password', { exact: true }).fill(freshUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/referrals$/);
  await expect(page.getByTestId('referral-code')).toHaveText(freshUser.referral_code);
});

test('requiresGuest sends signed-in users to the dashboard', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('requiresAdmin shows 403 to a normal user', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/admin/users');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByTestId('admin-layout')).toHaveCount(0);
});

test('requiresAdmin lets admin@haat.test in', async ({ page, request, signIn }) => {
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  await signIn({ token }, '/admin');
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Platform settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Platform settings', level: 1 })).toBeVisible();
});

test('guests on /admin go to /login first', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fsettings$/);
});

test('an invalid stored token is cleared and the user sent to /login (401)', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', 'not-a-real|token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const unauthorized = page.waitForResponse((r) => r.url().endsWith('/user') && r.status() === 401);
  await page.goto('/');
  await unauthorized;
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('unknown paths show the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('unknown admin paths are 404', async ({ page, request, signIn }) => {
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  await signIn({ token }, '/admin/no-such-screen');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/admin/kyc/a/b');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a card that does not exist says so on the edit screen', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/vcard/edit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Edit VCard', level: 1 })).toBeVisible();
  await expect(page.getByText('Failed to load VCard')).toBeVisible();
});
