import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  DEMO,
  expect,
  registerUser,
  seriousViolations,
  type TTestUser,
  test,
  uniqueIdentity,
} from './fixtures.ts';

/*
 * Top-ups through the browser: the demo gateway (pay, fail, cancel), a manual bKash TrxID approved by
 * staff, a reused TrxID, and a referred friend's first top-up showing on the referrer's /referrals.
 */

async function csrfToken(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
}

async function authed(request: APIRequestContext, token: string) {
  return { Authorization: `Bearer ${token}`, 'X-CSRF-TOKEN': await csrfToken(request) };
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).data.balance as number;
}

/** A bKash-shaped TrxID unique to this run. */
function trxId(): string {
  return `T${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .toUpperCase()}`
    .padEnd(10, 'X')
    .slice(0, 10);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** On /wallet/top-up: type an amount, choose a method, press the main button. */
async function startTopUp(page: Page, amount: string, method: RegExp) {
  await page.getByLabel('Amount (৳)').fill(amount);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /^(Pay|Continue)/ }).click();
}

test('a demo-gateway top-up: pay on the hosted page, land on success, wallet credited', async ({
  page,
  freshUser,
  signIn,
  request,
}) => {
  await signIn(freshUser, '/wallet/top-up');
  await expect(page.getByRole('heading', { name: 'Add money' })).toBeVisible();
  await expect(page.getByText('From ৳10.00 to ৳50,000.00')).toBeVisible();
  await expect(page.getByText('No top-ups yet')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Limits are checked at the field before anything is sent.
  await startTopUp(page, '5', /Demo gateway/);
  await expect(page.getByText('The amount must be between ৳10 and ৳50,000')).toBeVisible();

  // Bengali digits and decimals are accepted: ১২৫০.৫০ = ৳1,250.50.
  await page.getByLabel('Amount (৳)').fill('১২৫০.৫০');
  await page.getByRole('button', { name: 'Pay ৳1,250.50' }).click();
  await expect(page).toHaveURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment\?id=.+&status=succeeded/);
  await expect(page.getByTestId('outcome')).toHaveText('Payment successful');
  await expect(page.getByText('৳1,250.50 has been added to your wallet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See new balance' })).toHaveAttribute('href', '/wallet');
  await expectNoSeriousViolations(page);
  expect(await balanceOf(request, freshUser.token)).toBe(125_050);

  // The top-up is listed with its status.
  await page.goto('/wallet/top-up');
  await expect(page.getByTestId('recent-top-ups').getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('recent-top-ups')).toContainText('Successful');
  await expect(page.getByTestId('recent-top-ups')).toContainText('৳1,250.50');
});

test('a failed and a cancelled demo payment show their states and credit nothing', async ({
  page,
  freshUser,
  signIn,
  request,
}) => {
  await signIn(freshUser, '/wallet/top-up');
  await startTopUp(page, '300', /Demo gateway/);
  await expect(page).toHaveURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await expect(page).toHaveURL(/\/payment\?id=.+&status=failed/);
  await expect(page.getByTestId('outcome')).toHaveText('Payment failed');
  // The server's reason code is shown in words, never as `demo_failed`.
  await expect(page.getByText('The demo gateway was asked to fail this payment.')).toBeVisible();
  await expect(page.getByText('demo_failed')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/wallet/top-up');
  await startTopUp(page, '200', /Demo gateway/);
  await expect(page).toHaveURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\?id=.+&status=cancelled/);
  await expect(page.getByTestId('outcome')).toHaveText('Payment cancelled');
  await expectNoSeriousViolations(page);

  // The query's status is never trusted: a "succeeded" link to a cancelled payment says cancelled.
  const url = new URL(page.url());
  await page.goto(`/payment?id=${url.searchParams.get('id')}&status=succeeded`);
  await expect(page.getByTestId('outcome')).toHaveText('Payment cancelled');

  expect(await balanceOf(request, freshUser.token)).toBe(0);
});

test('/payment: unknown ids, and signed-out visitors are asked to sign in and come back', async ({
  page,
  freshUser,
  signIn,
}) => {
  await page.goto('/payment?id=00000000-0000-4000-8000-000000000000&status=succeeded');
  await expect(page.getByTestId('outcome')).toHaveText('Sign in to see your payment');
  await expectNoSeriousViolations(page);
  const back = encodeURIComponent('/payment?id=00000000-0000-4000-8000-000000000000&status=succeeded');
  const card = page.locator('section', { has: page.getByTestId('outcome') });
  await card.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/login?redirect=${back}`);

  await signIn(freshUser, '/payment?id=00000000-0000-4000-8000-000000000000&status=succeeded');
  await expect(page.getByTestId('outcome')).toHaveText('Payment not found');
  await expectNoSeriousViolations(page);
  await page.goto('/payment?id=nonsense');
  await expect(page.getByTestId('outcome')).toHaveText('Payment not found');
});

test('a manual bKash top-up: instructions, TrxID, pending, approved by staff, success', async ({
  page,
  freshUser,
  signIn,
  request,
}) => {
  await signIn(freshUser, '/wallet/top-up');
  await startTopUp(page, '750', /bKash/);
  await expect(page.getByRole('heading', { name: 'Pay with bKash' })).toBeVisible();
  await expect(page.getByTestId('platform-number')).toHaveText('01700000001');
  await expect(page.getByTestId('manual-amount')).toHaveText('৳750.00');
  await expect(page.getByRole('button', { name: 'Copy the bKash number' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A malformed id is refused at the field.
  await page.getByLabel('Transaction ID (TrxID)').fill('abc');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please enter the transaction ID (TrxID)')).toBeVisible();

  const id = trxId();
  await page.getByLabel('Transaction ID (TrxID)').fill(id.toLowerCase());
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted for review' })).toBeVisible();
  await expect(page.getByText('You will be notified when it is done.')).toBeVisible();
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'View status' }).click();
  await expect(page.getByTestId('outcome')).toHaveText('Waiting for staff review');
  const paymentId = new URL(page.url()).searchParams.get('id');
  expect(await balanceOf(request, freshUser.token)).toBe(0);

  const admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const approved = await request.post(`/api/admin/payments/${paymentId}/approve`, {
    headers: await authed(request, admin),
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('outcome')).toHaveText('Payment successful');
  await expect(page.getByText('৳750.00 has been added to your wallet.')).toBeVisible();
  expect(await balanceOf(request, freshUser.token)).toBe(75_000);
});

test('a manual Nagad top-up rejected by staff shows the reason', async ({
  page,
  freshUser,
  signIn,
  request,
}) => {
  await signIn(freshUser, '/wallet/top-up');
  await startTopUp(page, '400', /Nagad/);
  await expect(page.getByTestId('platform-number')).toHaveText('01800000001');
  await page.getByLabel('Transaction ID (TrxID)').fill(trxId());
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('link', { name: 'View status' }).click();
  await expect(page.getByTestId('outcome')).toHaveText('Waiting for staff review');
  const paymentId = new URL(page.url()).searchParams.get('id');

  const admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const rejected = await request.post(`/api/admin/payments/${paymentId}/reject`, {
    headers: await authed(request, admin),
    data: { reason: 'No such transaction in our Nagad statement' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('outcome')).toHaveText('Top-up rejected');
  await expect(page.getByText('No such transaction in our Nagad statement')).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await balanceOf(request, freshUser.token)).toBe(0);
});

test('a TrxID already submitted shows the error at the field', async ({ page, request, signIn }) => {
  const first = await registerUser(request);
  const second = await registerUser(request);
  const id = trxId();
  const made = await request.post('/api/payments/top-ups', {
    headers: { ...(await authed(request, first.token)), 'Idempotency-Key': crypto.randomUUID() },
    data: { method: 'manual_bkash', amount: 50_000, transaction_id: id },
  });
  expect(made.status(), await made.text()).toBe(201);

  await signIn(second, '/wallet/top-up');
  await startTopUp(page, '500', /bKash/);
  await page.getByLabel('Transaction ID (TrxID)').fill(id);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const field = page.getByLabel('Transaction ID (TrxID)');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This transaction ID has already been submitted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment submitted for review' })).toHaveCount(0);
});

/** Registers through the API with a referral code. */
async function registerReferred(request: APIRequestContext, code: string): Promise<TTestUser> {
  const identity = uniqueIdentity('friend');
  const body = {
    name: 'Karim Friend',
    email: identity.email,
    phone: identity.phone,
    country: 'BD',
    password: 'Secret#2024x',
    password_confirmation: 'Secret#2024x',
    terms: true,
    language: 'en',
    referral_code: code,
  };
  const answer = await request.post('/api/auth/register', {
    data: body,
    headers: { 'X-CSRF-TOKEN': await csrfToken(request) },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return {
    ...body,
    id: json.data.user.id,
    token: json.data.token,
    referral_code: json.data.user.referral_code,
  };
}

test('referrals: share buttons, a referred friend tops up and the referrer earns ৳50', async ({
  page,
  request,
  signIn,
  freshUser,
}) => {
  await signIn(freshUser, '/referrals');
  await expect(page.getByTestId('referral-code')).toHaveText(freshUser.referral_code);
  await expect(page.getByText('No one has joined with your link yet')).toBeVisible();
  await expect(page.getByTestId('total-earned')).toHaveText('৳0.00');
  const share = page.getByTestId('share-buttons');
  await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${freshUser.referral_code}`),
  );
  for (const name of ['Facebook', 'Telegram', 'SMS', 'Email'])
    await expect(share.getByRole('link', { name })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copy text' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const friend = await registerReferred(request, freshUser.referral_code);
  await page.reload();
  const people = page.getByTestId('referred-people');
  await expect(people).toContainText('Karim Friend');
  await expect(people).toContainText('Registered');

  // The friend tops up with the demo gateway in the browser.
  const friendPage = await page.context().browser()?.newPage();
  if (!friendPage) throw new Error('no browser');
  await friendPage.addInitScript((token) => localStorage.setItem('token', token), friend.token);
  await friendPage.goto('/wallet/top-up');
  await startTopUp(friendPage, '100', /Demo gateway/);
  await friendPage.getByRole('button', { name: /^Pay / }).click();
  await expect(friendPage.getByTestId('outcome')).toHaveText('Payment successful');
  await friendPage.close();

  await page.reload();
  await expect(people).toContainText('Topped up');
  await expect(people).toContainText('+৳50.00');
  await expect(page.getByTestId('total-earned')).toHaveText('৳50.00');
  await expectNoSeriousViolations(page);
  expect(await balanceOf(request, freshUser.token)).toBe(5_000);
});

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'SCREENSHOTS=1 only');
  const dir = '/tmp/shots-F';

  test('top-up, manual steps, result and referrals', async ({ browser, request }) => {
    test.setTimeout(240_000);
    mkdirSync(dir, { recursive: true });
    const user = await registerUser(request);
    const friend = await registerReferred(request, user.referral_code);
    // One succeeded and one pending top-up for the lists.
    const demo = await request.post('/api/payments/top-ups', {
      headers: { ...(await authed(request, user.token)), 'Idempotency-Key': crypto.randomUUID() },
      data: { method: 'manual_nagad', amount: 120_000, transaction_id: trxId() },
    });
    const pendingId = (await demo.json()).data.payment.id as string;
    await request.post('/api/payments/top-ups', {
      headers: { ...(await authed(request, friend.token)), 'Idempotency-Key': crypto.randomUUID() },
      data: { method: 'manual_bkash', amount: 50_000, transaction_id: trxId() },
    });
    const sizes = [
      { name: 'mobile', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 800 },
    ];
    for (const language of ['en', 'bn', 'ar'])
      for (const theme of ['light', 'dark'])
        for (const size of sizes) {
          const context = await browser.newContext({ viewport: size });
          await context.addInitScript(
            ({ token, lang, th }) => {
              localStorage.setItem('token', token);
              localStorage.setItem('language', lang);
              localStorage.setItem('theme', th);
            },
            { token: user.token, lang: language, th: theme },
          );
          const page = await context.newPage();
          const tag = `${language}-${theme}-${size.name}`;
          await page.goto('/wallet/top-up');
          await page.getByRole('radio').nth(1).check();
          await page.locator('input[name=amount]').fill('1500');
          await page.getByTestId('recent-top-ups').waitFor();
          await page.screenshot({ path: `${dir}/top-up-${tag}.png`, fullPage: true });
          await page.locator('form button[type=submit]').click();
          await page.getByTestId('platform-number').waitFor();
          await page.screenshot({ path: `${dir}/manual-${tag}.png`, fullPage: true });
          await page.goto(`/payment?id=${pendingId}&status=pending`);
          await page.getByTestId('outcome').waitFor();
          await page.screenshot({ path: `${dir}/result-${tag}.png`, fullPage: true });
          await page.goto('/referrals');
          await page.getByTestId('referred-people').waitFor();
          await page.screenshot({ path: `${dir}/referrals-${tag}.png`, fullPage: true });
          await context.close();
        }
  });
});
