import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO, expect, expectNoSeriousViolations, registerUser, test } from './fixtures.ts';
import { authHeaders, manualTopUp, trxId, verifyEmailByApi, walletOf } from './money.ts';

/*
 * Top-ups through the browser: the demo gateway (pay, fail, cancel), a manual bKash TrxID approved by
 * staff, a reused TrxID, and a referred friend's first top-up showing on the referrer's /referrals.
 */

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
  expect((await walletOf(request, freshUser)).balance).toBe(125_050);

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

  expect((await walletOf(request, freshUser)).balance).toBe(0);
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
  expect((await walletOf(request, freshUser)).balance).toBe(0);

  const admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const approved = await request.post(`/api/admin/payments/${paymentId}/approve`, {
    headers: await authHeaders(request, admin),
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('outcome')).toHaveText('Payment successful');
  await expect(page.getByText('৳750.00 has been added to your wallet.')).toBeVisible();
  expect((await walletOf(request, freshUser)).balance).toBe(75_000);
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
    headers: await authHeaders(request, admin),
    data: { reason: 'No such transaction in our Nagad statement' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('outcome')).toHaveText('Top-up rejected');
  await expect(page.getByText('No such transaction in our Nagad statement')).toBeVisible();
  await expectNoSeriousViolations(page);
  expect((await walletOf(request, freshUser)).balance).toBe(0);
});

test('a TrxID already submitted shows the error at the field', async ({ page, request, signIn }) => {
  const first = await registerUser(request);
  const second = await registerUser(request);
  const id = trxId();
  await manualTopUp(request, first, 50_000, { trx: id });

  await signIn(second, '/wallet/top-up');
  await startTopUp(page, '500', /bKash/);
  await page.getByLabel('Transaction ID (TrxID)').fill(id);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const field = page.getByLabel('Transaction ID (TrxID)');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This transaction ID has already been submitted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment submitted for review' })).toHaveCount(0);
});

test('referrals: share buttons; a friend tops up ৳500 and verifies, and the referrer’s ৳50 is held', async ({
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

  const friend = await registerUser(request, {
    name: 'Karim Friend',
    referral_code: freshUser.referral_code,
  });
  await page.reload();
  const people = page.getByTestId('referred-people');
  await expect(people).toContainText('Karim Friend');
  await expect(people.getByTestId('referral-status')).toHaveText('Waiting for your friend to verify');

  // The friend tops up with the demo gateway in the browser.
  const friendPage = await page.context().browser()?.newPage();
  if (!friendPage) throw new Error('no browser');
  await friendPage.addInitScript((token) => localStorage.setItem('token', token), friend.token);
  await friendPage.goto('/wallet/top-up');
  await startTopUp(friendPage, '500', /Demo gateway/);
  await friendPage.getByRole('button', { name: /^Pay / }).click();
  await expect(friendPage.getByTestId('outcome')).toHaveText('Payment successful');
  await friendPage.close();

  // Topped up but not verified: still waiting, nothing earned.
  await page.reload();
  await expect(people.getByTestId('referral-status')).toHaveText('Waiting for your friend to verify');
  await expect(page.getByTestId('total-earned')).toHaveText('৳0.00');

  // Verified: the bonus is held for a week, then paid by the sweep.
  await verifyEmailByApi(request, friend);
  await page.reload();
  await expect(people.getByTestId('referral-status')).toHaveText(/^On hold until /);
  await expect(people).toContainText('+৳50.00');
  await expect(page.getByTestId('total-pending')).toContainText('৳50.00');
  await expect(page.getByTestId('total-earned')).toHaveText('৳0.00');
  await expectNoSeriousViolations(page);
  // Held, so not in the spendable balance yet.
  expect((await walletOf(request, freshUser)).balance).toBe(0);
});

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'SCREENSHOTS=1 only');
  const dir = '/tmp/shots-F';

  test('top-up, manual steps, result and referrals', async ({ browser, request }) => {
    test.setTimeout(240_000);
    mkdirSync(dir, { recursive: true });
    const user = await registerUser(request);
    const friend = await registerUser(request, { name: 'Karim Friend', referral_code: user.referral_code });
    // One succeeded and one pending top-up for the lists.
    const pendingId = await manualTopUp(request, user, 120_000, { method: 'manual_nagad' });
    await manualTopUp(request, friend, 50_000);
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
