import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures.ts';
import { authHeaders } from './money.ts';

/*
 * The settings (gear) menu at phone size (issue 12 items 4 and 6): everything in it fits at 360×640
 * with the languages behind one row, and a language chosen there is saved to the signed-in account,
 * so server-rendered pages come in it too.
 */

test.use({ viewport: { width: 360, height: 640 } });

/** Fully visible: inside the viewport and not clipped by the menu's own scrolling. */
async function expectFullyShown(page: Page, item: Locator) {
  await expect(item).toBeInViewport({ ratio: 1 });
  const menu = await page.getByTestId('settings-menu').boundingBox();
  const box = await item.boundingBox();
  expect(menu && box && box.y >= menu.y && box.y + box.height <= menu.y + menu.height).toBeTruthy();
}

test('signed in at 360×640: dark mode and log out in view; বাংলা is saved to the account and used by the server', async ({
  page,
  freshUser,
  signIn,
  request,
}) => {
  await signIn(freshUser, '/settings');
  // The first screen of a fresh server can be slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('settings-menu-trigger').click();
  const menu = page.getByTestId('settings-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitemradio')).toHaveCount(9);
  for (const code of ['en', 'bn', 'ar', 'ch'])
    await expectFullyShown(page, page.getByTestId(`language-${code}`));
  await expectFullyShown(page, page.getByTestId('dark-mode-toggle'));
  await expectFullyShown(page, page.getByTestId('menu-logout'));
  // Nothing hides below the fold of the menu.
  expect(await menu.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('group', { name: 'Language' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await Promise.all([page.waitForEvent('load'), menu.getByTestId('language-bn').click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByTestId('settings-language')).toHaveValue('bn');

  // The account now says Bengali…
  const user = await request.get('/user', { headers: { Authorization: `Bearer ${freshUser.token}` } });
  expect((await user.json()).language).toBe('bn');
  // …so the server-rendered payment page is Bengali even for a browser asking for English.
  const start = await request.post('/api/payments/top-ups', {
    headers: { ...(await authHeaders(request, freshUser.token, randomUUID())), 'Accept-Language': 'en' },
    data: { method: 'demo', amount: 50_000 },
  });
  expect(start.status()).toBe(201);
  const url = new URL((await start.json()).data.redirect_url as string);
  const gateway = await request.get(`${url.pathname}${url.search}`, { headers: { 'Accept-Language': 'en' } });
  expect(await gateway.text()).toContain('<html lang="bn"');
});

test('signed out at 360×640: sign in and register in view; the keyboard chooses العربية', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('settings-menu-trigger').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('settings-menu')).toBeVisible();
  await expectFullyShown(page, page.getByTestId('dark-mode-toggle'));
  await expectFullyShown(page, page.getByRole('menuitem', { name: 'Sign in' }));
  await expectFullyShown(page, page.getByRole('menuitem', { name: 'Register' }));

  // The keyboard moves through the languages in reading order from the first one.
  await page.getByTestId('language-en').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('language-ar')).toBeFocused();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

  // Right-to-left: the grid mirrors and names each language in its own script.
  await page.getByTestId('settings-menu-trigger').click();
  const menu = page.getByTestId('settings-menu');
  await expect(menu.getByTestId('language-ar')).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByTestId('language-bn')).toHaveText('বাংলা');
  await expect(menu.getByTestId('language-ru')).toHaveText('Русский');
  await expect(menu.getByTestId('language-bn')).toHaveAttribute('lang', 'bn');
  const english = await menu.getByTestId('language-en').boundingBox();
  const bengali = await menu.getByTestId('language-bn').boundingBox();
  expect(english && bengali && english.x > bengali.x).toBeTruthy();
  await expectFullyShown(page, page.getByRole('menuitem', { name: 'تسجيل الدخول' }));
});
