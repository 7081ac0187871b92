import { expect, test } from './fixtures.ts';

test.describe('layout', () => {
  test('bottom navigation marks the current item; panels follow the width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/responsive-test');
    const nav = page.getByTestId('bottom-nav');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(5);
    await expect(page.getByTestId('rt-panel-left')).toHaveAttribute('data-shown', 'false');
    await expect(page.getByTestId('rt-panel-right')).toHaveAttribute('data-shown', 'false');
    await expect(page.getByTestId('rt-breakpoint')).toHaveText('base');

    await nav.getByRole('link', { name: 'Market' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(nav.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/responsive-test');
    await expect(page.getByTestId('rt-breakpoint')).toHaveText('xl');
    await expect(page.getByTestId('rt-panel-left')).toHaveAttribute('data-shown', 'true');
    await expect(page.getByTestId('rt-panel-right')).toHaveAttribute('data-shown', 'true');
    await expect(page.getByTestId('rt-viewport')).toHaveText('1,440 × 900');
  });

  test('right panel: sign-in/register for guests, dashboard for members, honest empty activity', async ({
    page,
    freshUser,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/about');
    const panel = page.getByTestId('right-panel');
    await expect(panel.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible();
    // Guests have no activity to show (issue 12 item 13): no box at all rather than a promise.
    await expect(panel.getByText('Recent activity')).toHaveCount(0);
    await signIn(freshUser, '/about');
    await expect(panel.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // A new member truly has none: the server said so.
    await expect(panel.getByText('No activity yet')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('settings menu is 380 px high and keyboard usable', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('settings-menu-trigger').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('settings-menu');
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.height).toBe(380);
    // The nine languages as a compact grid (settings-menu.spec.ts tests it at phone size).
    await expect(menu.getByRole('menuitemradio')).toHaveCount(9);
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign in' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('languages', () => {
  test('choosing বাংলা in the menu reloads in Bengali with Bengali digits', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('settings-menu-trigger').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-bn').click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('হাটে স্বাগতম');
    await expect(page.getByTestId('stat-users')).toHaveText(/^[০-৯,]+$/);
    await expect(page.getByTestId('stat-revenue')).toHaveText(/^৳[০-৯,]+\.[০-৯]{2}$/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
    // Validation messages come from the shared catalogue in Bengali.
    await page.goto('/login');
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    await expect(page.getByText('ইমেইল বা ফোন আবশ্যক')).toBeVisible();
  });

  test('choosing العربية turns the layout right-to-left', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByTestId('settings-menu-trigger').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-ar').click()]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Haat');
    // Mirrored: the navigation panel sits on the right of the main content.
    const left = await page.getByTestId('left-panel').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(left && main && left.x > main.x).toBeTruthy();
  });

  test('the standard tags are used for sp, gr and ch', async ({ page }) => {
    for (const [code, tag] of [
      ['sp', 'es'],
      ['gr', 'de'],
      ['ch', 'zh'],
    ] as const) {
      await page.addInitScript((c) => localStorage.setItem('language', c), code);
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
    }
  });
});

test.describe('theme', () => {
  test('follows the system at first, without a flash before the app starts', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // With every script bundle blocked, only the inline head script can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('dark-mode toggle applies at once and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('settings-menu-trigger').click();
    await page.getByTestId('dark-mode-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  });
});

test.describe('offline and installable', () => {
  test('serves /sw.js, a manifest with icons and an offline page', async ({ page, request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.ok()).toBeTruthy();
    expect(await sw.text()).toContain('offline.html');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBeTruthy();
    expect((await request.get('/offline.html')).ok()).toBeTruthy();

    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });

  test('shows the offline page when the network is gone', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // the worker now controls the page
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await page.goto('/about').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });
});
