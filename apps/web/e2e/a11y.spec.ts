import { apiLogin, DEMO, expect, expectScreenReady, seriousViolations, test } from './fixtures.ts';

const PUBLIC = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc&email=a%40b.co',
  '/verify-email?token=not-valid',
  '/profile',
  '/about',
  '/settings',
  '/responsive-test',
  '/marketplace',
  '/no-such-page',
];
const SIGNED_IN = [
  '/dashboard',
  '/profile',
  '/profile/edit',
  '/settings',
  '/referrals',
  '/admin',
  '/vcard',
  '/vcard/create',
  '/vcard/analytics',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe (${theme})`, () => {
    test.use({ colorScheme: theme });

    for (const path of PUBLIC) {
      test(`no serious violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectScreenReady(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    // One test per screen: a walk through many screens under one timeout fails on a busy machine.
    for (const path of SIGNED_IN) {
      test(`no serious violations on ${path} (signed in)`, async ({ page, freshUser, signIn }) => {
        await signIn(freshUser, path);
        await expectScreenReady(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('no serious violations with the settings menu open, in Arabic', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('language', 'ar'));
      await page.goto('/');
      await page.getByTestId('settings-menu-trigger').click();
      await expect(page.getByTestId('settings-menu')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('no serious violations on the admin area for the admin, in Bengali', async ({
  page,
  request,
  signIn,
}) => {
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signIn({ token }, '/admin/users');
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
