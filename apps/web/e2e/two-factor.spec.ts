import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { csrf, expect, expectNoSeriousViolations, registerUser, type TTestUser, test } from './fixtures.ts';
import { fund, walletOf } from './money.ts';

/*
 * Two-factor sign-in (decision 061) through the screens: turning it on in /two-factor-setup and
 * keeping the recovery codes, then signing in with a code from the app or with a recovery code.
 * Codes are made here as an authenticator app would make them (RFC 6238, `otpauth`).
 */

const PERIOD = 30;

/** An authenticator app for one key; each code is of a later 30-second step than the one before. */
function authenticator(secret: string) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: PERIOD,
    algorithm: 'SHA1',
  });
  let used = 0;
  const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);
  return {
    /**
     * A code the server has not seen: it refuses a step already used, and takes one step either way.
     * Waits when the next unused step is more than one step ahead.
     */
    async next(): Promise<string> {
      const step = Math.max(stepNow(), used + 1);
      while (step > stepNow() + 1) await new Promise((done) => setTimeout(done, 500));
      used = step;
      return totp.generate({ timestamp: step * PERIOD * 1000 });
    },
    /** A code of long ago: of the right shape and refused. */
    stale(): string {
      return totp.generate({ timestamp: (stepNow() - 1000) * PERIOD * 1000 });
    },
  };
}

async function post(request: APIRequestContext, user: TTestUser, path: string, data: unknown) {
  const answer = await request.post(path, {
    data,
    headers: { Authorization: `Bearer ${user.token}`, 'X-CSRF-TOKEN': await csrf(request) },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(200);
  return json.data;
}

/** A fresh user with two-factor on, set up through the API: its app and its recovery codes. */
async function userWithTwoFactor(request: APIRequestContext) {
  const user = await registerUser(request);
  const setup = await post(request, user, '/api/auth/two-factor/setup', { password: user.password });
  const app = authenticator(setup.secret);
  const enabled = await post(request, user, '/api/auth/two-factor/enable', { code: await app.next() });
  return { user, app, recoveryCodes: enabled.recovery_codes as string[] };
}

/** Both steps of sign-in through the API, as a browser would: answers the new session's token. */
async function apiSignInWithCode(request: APIRequestContext, user: TTestUser, code: string): Promise<string> {
  const headers = { 'X-CSRF-TOKEN': await csrf(request) };
  const first = await request.post('/api/auth/login', {
    data: { login: user.email, password: user.password },
    headers,
  });
  const challenge = (await first.json()).data;
  expect(challenge.two_factor_required).toBe(true);
  const second = await request.post('/api/auth/login/two-factor', {
    data: { challenge: challenge.challenge, code },
    headers,
  });
  const json = await second.json();
  expect(second.status(), JSON.stringify(json)).toBe(200);
  return json.data.token as string;
}

async function twoFactorStatus(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/auth/two-factor', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as { enabled: boolean; recovery_codes_left: number };
}

/** The password step of /login, which leads to the second step. */
async function passwordStep(page: Page, user: TTestUser) {
  await page.getByLabel('Email or phone').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test('turns two-factor sign-in on, and shows and downloads the recovery codes once', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  await signIn(freshUser, '/two-factor-setup');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The password again; a wrong one is refused at its field.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await password.fill('Not#MyPassword1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await password.fill(freshUser.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The key: a QR code and the text to type; the code field takes focus.
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]+=*$/);
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  await expectNoSeriousViolations(page);

  // Not six digits, then a refused code, then the app's code.
  const app = authenticator(secret);
  await code.fill('12');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('The code has 6 digits. Please check it and try again.')).toBeVisible();
  await code.fill(app.stale());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill(await app.next());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();

  // Ten recovery codes, shown this once; downloaded as a text file.
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const shown = page.getByTestId('recovery-code');
  await expect(shown).toHaveCount(10);
  const codes = (await shown.allInnerTexts()).map((text) => text.trim());
  for (const value of codes) expect(value).toMatch(/^[a-z0-9]{5}-?[a-z0-9]{5}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('haat-recovery-codes.txt');
  const text = readFileSync(await file.path(), 'utf8');
  for (const value of codes) expect(text).toContain(value);
  expect(text).toContain(freshUser.email);

  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeFocused();
  await expect(page.getByTestId('two-factor-codes-left')).toHaveText('10 of 10');
  await expect(page.getByTestId('recovery-code')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(await twoFactorStatus(request, freshUser.token)).toMatchObject({
    enabled: true,
    recovery_codes_left: 10,
  });
});

test('signs in with a code from the authenticator app after the password', async ({ page, request }) => {
  const { user, app } = await userWithTwoFactor(request);
  await page.goto('/login');
  await passwordStep(page, user);
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // "Back" returns to the password, which is asked again.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await passwordStep(page, user);

  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await code.fill(app.stale());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await expectNoSeriousViolations(page);

  await code.fill(await app.next());
  await page.getByLabel('Remember this browser for 30 days').check();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const sessions = await request.get('/api/auth/sessions', { headers: { Authorization: `Bearer ${token}` } });
  const current = (await sessions.json()).data.find((session: { current: boolean }) => session.current);
  expect(current.two_factor).toBe('code');
});

test('signs in with a recovery code instead', async ({ page, request }) => {
  const { user, recoveryCodes } = await userWithTwoFactor(request);
  await page.goto('/login');
  await passwordStep(page, user);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const field = page.getByLabel('Recovery code');
  await expect(field).toBeFocused();

  await field.fill('abc');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('A recovery code has 10 letters and digits, like k7m2p-x9qrt.')).toBeVisible();
  // Capital letters and spaces do not matter.
  await field.fill(` ${(recoveryCodes[0] as string).toUpperCase()} `);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) as string;
  expect(token).toBeTruthy();
  expect((await twoFactorStatus(request, token)).recovery_codes_left).toBe(9);
});

test('with two-factor on, Settings says so, marks the session and asks for a code to change the password', async ({
  page,
  request,
  signIn,
}) => {
  const { user, app } = await userWithTwoFactor(request);
  const token = await apiSignInWithCode(request, user, await app.next());
  await signIn({ token }, '/settings');
  await expect(page.getByTestId('two-factor-summary')).toContainText('On:');
  await expect(page.getByRole('link', { name: 'Manage two-factor sign-in' })).toHaveAttribute(
    'href',
    '/two-factor-setup',
  );
  // The session signed in with a code says so (the one that turned two-factor on passed a code too).
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' }).getByTestId('session-two-factor')).toHaveText(
    'Two-factor: app code',
  );

  const form = page.getByTestId('change-password-form');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password').fill('Fresh#Password9');
  await form.getByLabel('Confirm password').fill('Fresh#Password9');
  const code = form.getByLabel('Authenticator code');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await code.fill(app.stale());
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill(await app.next());
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
});

test('with two-factor on, a withdrawal also takes a code from the app', async ({ page, request, signIn }) => {
  const { user, app } = await userWithTwoFactor(request);
  await fund(request, user, 100_000);
  await signIn(user, '/wallet/withdraw');
  await page.getByLabel('bKash account number').fill('01712345678');
  await page.getByLabel('Amount (৳)').fill('300');
  await page.getByRole('button', { name: 'Review' }).click();

  const code = page.getByTestId('step-up-code');
  await page.getByTestId('step-up-password').fill(user.password);
  await page.getByTestId('confirm-withdraw').click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await code.fill(app.stale());
  await page.getByTestId('confirm-withdraw').click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(await walletOf(request, user)).toMatchObject({ balance: 100_000, held: 0 });
  await code.fill(await app.next());
  await page.getByTestId('confirm-withdraw').click();
  await expect(page.getByTestId('withdrawal-done')).toBeVisible();
  expect(await walletOf(request, user)).toMatchObject({ balance: 70_000, held: 30_000 });
});

test('a sign-in that had too many wrong codes starts again from the password, saying why', async ({
  page,
  request,
}) => {
  const { user, app } = await userWithTwoFactor(request);
  await page.goto('/login');
  await passwordStep(page, user);
  const code = page.getByLabel('Authenticator code');
  // The challenge takes five wrong codes; the next answer ends it (401).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await code.fill(app.stale());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Verify and sign in' })).toBeEnabled();
  }
  // Even a right code is too late now.
  await code.fill(await app.next());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByTestId('login-form').getByRole('alert')).toContainText('Enter your password again');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A new challenge takes the next code.
  await passwordStep(page, user);
  await code.fill(await app.next());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('makes new recovery codes, then turns two-factor off with a recovery code', async ({
  page,
  request,
  signIn,
}) => {
  const { user, app, recoveryCodes } = await userWithTwoFactor(request);
  await signIn(user, '/two-factor-setup');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
  await expect(page.getByTestId('two-factor-codes-left')).toHaveText('10 of 10');
  await expect(page.getByTestId('two-factor-since')).not.toHaveText('—');

  await page.getByRole('button', { name: 'Regenerate recovery codes' }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  await code.fill(await app.next());
  await page.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByText('New recovery codes made. The old ones no longer work.')).toBeVisible();
  const fresh = (await page.getByTestId('recovery-code').allInnerTexts()).map((text) => text.trim());
  expect(fresh).toHaveLength(10);
  expect(fresh).not.toContain(recoveryCodes[0]);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();

  await page.getByRole('button', { name: 'Turn off' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await page.getByTestId('turn-off-submit').click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(user.password);
  // An old recovery code no longer works; a new one does.
  await page.getByTestId('turn-off-code').fill(recoveryCodes[0] as string);
  await page.getByTestId('turn-off-submit').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('turn-off-code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('turn-off-code').fill(fresh[0] as string);
  await page.getByTestId('turn-off-submit').click();
  await expect(page.getByRole('heading', { name: 'Turn off two-factor sign-in?' })).toBeVisible();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeFocused();
  expect((await twoFactorStatus(request, user.token)).enabled).toBe(false);
});
