import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { type APIRequestContext, type Browser, request as playwrightRequest } from '@playwright/test';
import { apiLogin, csrf, DEMO, expect, expectNoSeriousViolations, test } from './fixtures.ts';

/*
 * Issue 17 item 6: platform settings, maintenance mode and the registration switch. Maintenance and
 * a closed registration would break every other spec running beside these on the shared server, so
 * this file starts a server of its own (another port, database and data folder) and changes settings
 * only there.
 */

const mainPort = Number(process.env.PORT || 4310);
const port = mainPort + 1000;
const origin = `http://localhost:${port}`;
const dataDir = `${process.env.E2E_DATA_DIR || resolve(import.meta.dirname, '../../../.cache/e2e-data')}-settings`;

let server: ChildProcess | undefined;
let api: APIRequestContext;
let staffToken: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, ['e2e/serve.mjs'], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      PG_PORT: String(Number(process.env.PG_PORT || 54329) + 1000),
      E2E_DATA_DIR: dataDir,
    },
  });
  api = await playwrightRequest.newContext({ baseURL: origin });
  await expect
    .poll(async () => (await api.get('/api/health').catch(() => undefined))?.status(), { timeout: 150_000 })
    .toBe(200);
  staffToken = await apiLogin(api, DEMO.admin.email, DEMO.admin.password);
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
});

async function patchSettings(body: Record<string, unknown>) {
  const answer = await api.patch('/api/admin/settings', {
    data: body,
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function pageOn(browser: Browser, token?: string) {
  const context = await browser.newContext({ baseURL: origin });
  if (token)
    await context.addInitScript((value) => {
      localStorage.setItem('token', value);
    }, token);
  return { context, page: await context.newPage() };
}

test('maintenance: a visitor sees the message, staff still use the back office', async ({ browser }) => {
  const message = 'Moving to a bigger server. Back at 10 pm.';
  await patchSettings({ maintenance_mode: true, maintenance_message: message });
  try {
    const visitor = await pageOn(browser);
    const answer = await visitor.page.goto('/marketplace');
    expect(answer?.status()).toBe(503);
    await expect(visitor.page.getByTestId('maintenance-page')).toBeVisible();
    await expect(visitor.page.getByTestId('maintenance-message')).toHaveText(message);
    // Once the app starts (the visitor's first touch), its calls are refused and it says why.
    await visitor.page.evaluate(() => (window as unknown as { haatStart?: () => void }).haatStart?.());
    const screen = visitor.page.getByTestId('maintenance-screen');
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
    await expect(screen.getByTestId('maintenance-message')).toHaveText(message);
    await expect(screen.getByRole('link', { name: 'Staff sign in' })).toHaveAttribute('href', '/login');
    await expectNoSeriousViolations(visitor.page);
    await visitor.context.close();

    const staff = await pageOn(browser, staffToken);
    await staff.page.goto('/admin/settings');
    await expect(staff.page.getByRole('heading', { name: 'Platform settings', level: 1 })).toBeVisible();
    await expect(staff.page.getByTestId('maintenance-banner')).toContainText('Maintenance mode is on');
    await expect(staff.page.getByRole('switch', { name: 'Maintenance mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(staff.page.getByTestId('maintenance-screen')).toHaveCount(0);
    await staff.context.close();
  } finally {
    await patchSettings({ maintenance_mode: false, maintenance_message: '' });
  }
});

test('registration closed: the sign-up screen says so instead of the form', async ({ browser }) => {
  await patchSettings({ registration_open: false });
  try {
    const visitor = await pageOn(browser);
    await visitor.page.goto('/register');
    await expect(
      visitor.page.getByRole('heading', { name: 'Registration is closed', level: 1 }),
    ).toBeVisible();
    await expect(visitor.page.getByTestId('registration-closed')).toContainText(
      'Registration is closed for now',
    );
    await expect(visitor.page.getByTestId('register-form')).toHaveCount(0);
    const token = await csrf(api);
    const refused = await api.post('/api/auth/register', { data: {}, headers: { 'X-CSRF-TOKEN': token } });
    expect(refused.status()).toBe(403);
    await visitor.context.close();
  } finally {
    await patchSettings({ registration_open: true });
  }
});

test('the settings screen saves only what changed, shows server errors at the field and asks before closing sign-up', async ({
  browser,
}) => {
  const { context, page } = await pageOn(browser, staffToken);
  await page.goto('/admin/settings');
  const price = page.getByLabel('Featured product price per day');
  await expect(price).toHaveValue('50');
  await expectNoSeriousViolations(page);
  await price.fill('62.50');
  await page.getByLabel('Platform bKash number').fill('12345');
  await expect(page.getByText('2 unsaved changes')).toBeVisible();
  await page.getByTestId('save-settings').click();
  await expect(page.getByText('Enter a Bangladeshi mobile number for bKash')).toBeVisible();
  await expect(page.getByLabel('Platform bKash number')).toBeFocused();

  await page.getByLabel('Platform bKash number').fill('01712-345678');
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');
  await expect(page.getByTestId('settings-last-change')).toContainText('Last changed by');
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  const saved = await api.get('/api/admin/settings', { headers: { Authorization: `Bearer ${staffToken}` } });
  expect((await saved.json()).data).toMatchObject({
    feature_price_per_day: 6_250,
    bkash_number: '+8801712345678',
  });

  await page.getByRole('switch', { name: 'Registration open' }).click();
  await page.getByTestId('save-settings').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog.getByRole('heading', { name: 'Close registration?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Registration open' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('switch', { name: 'Registration open' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await context.close();
});
