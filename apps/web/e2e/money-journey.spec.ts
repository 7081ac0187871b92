import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  linkFrom,
  newestMail,
  registerUser,
  startingApp,
  test,
  uniqueIdentity,
} from './fixtures.ts';
import { walletOf } from './money.ts';

/*
 * Issue 6 as a person checks it, through the screens only: a friend joins with a referral link,
 * tops up with the demo gateway and by a manual bKash TrxID, staff approve it on /admin/payments,
 * the friend is notified, sends money to the referrer and withdraws (with the password again); staff
 * pay the withdrawal with its bKash TrxID; the referrer's bonus waits for the friend to verify their
 * email, then is held for a week (decision 052) and shown apart from the balance. The ledger is summed afterwards. JOURNEY_SHOTS=1 saves a picture of each
 * step to /tmp/shots-journey/. Each step is a test of its own (serial, sharing the pages), so a busy
 * machine gives every step its own timeout rather than the whole walk one.
 */

const SHOTS = process.env.JOURNEY_SHOTS === '1' ? '/tmp/shots-journey' : '';
let shotNumber = 0;
async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  shotNumber += 1;
  await page.screenshot({
    path: `${SHOTS}/${String(shotNumber).padStart(2, '0')}-${name}.png`,
    fullPage: true,
  });
}

/** A page of its own browser context that, like the `page` fixture, waits for the app after each load. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return startingApp(await context.newPage());
}

async function logIn(
  browser: Browser,
  login: string,
  password: string,
  lands = /\/dashboard$/,
): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(lands);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.describe('refer a friend who tops up (demo and bKash), gets approved, sends, withdraws and is paid out', () => {
  let page: Page;
  let staff: Page;
  let mine: Page;
  let referrer: Awaited<ReturnType<typeof registerUser>>;
  let friendName = '';
  let email = '';
  let trx = '';
  const friend = { token: '' };
  test.afterAll(async () => {
    for (const open of [page, staff, mine]) await open?.context().close();
  });

  test('1. the friend opens the referral link and registers; the code is filled in', async ({
    browser,
    request,
  }) => {
    referrer = await registerUser(request, { name: `Rina Referrer ${randomUUID().slice(0, 4)}` });
    friendName = `Farid Friend ${randomUUID().slice(0, 4)}`;
    email = uniqueIdentity('friend').email;
    page = await newPage(browser);
    await page.goto(`/register?ref=${referrer.referral_code}`);
    await expect(page.getByLabel(/Referral code/)).toHaveValue(referrer.referral_code);
    await page.getByLabel('Full name').fill(friendName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Country').selectOption('BD');
    await page.getByLabel('Phone number').fill(`019${String(Date.now()).slice(-8)}`);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng#Passw0rd');
    await page.getByLabel('Confirm password').fill('Str0ng#Passw0rd');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    friend.token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  });

  test('2. a demo-gateway top-up of ৳500: the hosted page, Pay, the success page', async () => {
    await page.goto('/wallet/top-up');
    await page.getByLabel('Amount (৳)').fill('500');
    await page.getByRole('radio', { name: /Demo gateway/ }).check();
    await page.getByRole('button', { name: /^(Pay|Continue)/ }).click();
    await expect(page).toHaveURL(/\/pay\/demo\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByTestId('outcome')).toHaveText('Payment successful');
    await look(page, 'demo-success');
  });

  test('3. a manual bKash top-up of ৳300 with its TrxID waits for staff', async ({ request }) => {
    trx = `J${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    await page.goto('/wallet/top-up');
    await page.getByLabel('Amount (৳)').fill('300');
    await page.getByRole('radio', { name: /bKash/ }).check();
    await page.getByRole('button', { name: /^(Pay|Continue)/ }).click();
    await expect(page.getByRole('heading', { name: 'Pay with bKash' })).toBeVisible();
    await look(page, 'bkash-steps');
    await page.getByLabel('Transaction ID (TrxID)').fill(trx);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('heading', { name: 'Payment submitted for review' })).toBeVisible();
    expect(await walletOf(request, friend)).toMatchObject({ balance: 50_000 });
  });

  test('4. staff are told by the bell and approve it on /admin/payments', async ({ browser, request }) => {
    // The profile menu links the admin area too (wide screens also list it in the side panel).
    staff = await logIn(browser, DEMO.admin.email, DEMO.admin.password, /\/admin$/);
    await staff.goto('/profile');
    await expect(
      staff.getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', '/admin');
    await staff.getByTestId('notification-bell').click();
    // The wide layout's right panel lists the same news under "Recent activity": use the list.
    await staff
      .getByTestId('notification-list')
      .getByRole('link', { name: new RegExp(`${friendName} asks for a ৳300.00 top-up`) })
      .click();
    await expect(staff).toHaveURL(/\/admin\/payments\?method=manual_bkash/);
    const item = staff.getByTestId('top-up').filter({ hasText: trx });
    await expect(item).toContainText(friendName);
    await expect(item).toContainText('৳300.00');
    await look(staff, 'staff-queue');
    await item.getByRole('button', { name: /^Approve/ }).click();
    await staff.getByTestId('confirm-action').click();
    await expect(staff.getByTestId('queue-notice')).toContainText('Approved: ৳300.00');
    expect(await walletOf(request, friend)).toMatchObject({ balance: 80_000 });
  });

  test('5. the friend is told, and sends ৳200 to the referrer after seeing the name', async () => {
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('৳800.00');
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(/unread/);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-list').getByText('Top-up of ৳300.00 approved')).toBeVisible();
    await look(page, 'friend-notifications');

    await page.goto('/wallet/transfer');
    await page.getByLabel('Phone number or email').fill(referrer.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('recipient-preview')).toContainText(referrer.name);
    await page.getByLabel('Amount (৳)').fill('200');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('confirm-recipient')).toContainText(referrer.name);
    await page.getByTestId('confirm-send').click();
    await expect(page.getByTestId('transfer-done')).toContainText(
      `৳200.00 has been sent to ${referrer.name}`,
    );
  });

  test('6. the friend withdraws ৳100 to bKash with the password again: held at once', async ({ request }) => {
    await page.goto('/wallet/withdraw');
    await page.getByLabel('bKash account number').fill('01712345678');
    await page.getByLabel('Amount (৳)').fill('100');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByTestId('confirm-withdraw').click();
    await expect(page.getByTestId('step-up-password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('step-up-password').fill('wrong-password');
    await page.getByTestId('confirm-withdraw').click();
    await expect(page.getByText('The password is incorrect. Nothing was sent.')).toBeVisible();
    expect(await walletOf(request, friend)).toMatchObject({ balance: 60_000, held: 0 });
    await page.getByTestId('step-up-password').fill('Str0ng#Passw0rd');
    await page.getByTestId('confirm-withdraw').click();
    await expect(page.getByTestId('withdrawal-done')).toContainText('৳100.00 is held from your balance');
    expect(await walletOf(request, friend)).toMatchObject({ balance: 50_000, held: 10_000 });
  });

  test('7. staff pay it out; the friend sees the payout’s reference', async ({ request }) => {
    await staff.getByTestId('view-withdrawals').click();
    const withdrawal = staff.getByTestId('withdrawal').filter({ hasText: friendName });
    await expect(withdrawal).toContainText('01712345678');
    await expect(withdrawal).toContainText(email);
    await look(staff, 'staff-withdrawals');
    await withdrawal.getByRole('button', { name: /^Mark as paid/ }).click();
    const payout = `P${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    await staff.getByTestId('payout-reference-input').fill(payout);
    await staff.getByTestId('confirm-action').click();
    await expect(withdrawal).toHaveCount(0);
    expect(await walletOf(request, friend)).toMatchObject({ balance: 50_000, held: 0 });
    await page.goto('/wallet');
    await expect(page.getByTestId('withdrawal-payout-reference')).toContainText(payout);
  });

  test('8. the referrer’s bonus waits for the friend to verify, then is held for a week', async ({
    browser,
  }) => {
    // The friend topped up ৳500 but has not verified: no bonus yet, and it says why.
    mine = await logIn(browser, referrer.email, referrer.password);
    await mine.goto('/referrals');
    const friendRow = mine
      .getByTestId('referred-people')
      .getByRole('listitem')
      .filter({ hasText: friendName });
    await expect(friendRow.getByTestId('referral-status')).toHaveText('Waiting for your friend to verify');
    await look(mine, 'referrer-waiting');

    // The friend verifies their email: the ৳50 bonus is held for a week, shown apart from the
    // spendable balance (৳200 received).
    await page.goto(linkFrom((await newestMail(email)).text, '/verify-email'));
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await mine.reload();
    await expect(friendRow.getByTestId('referral-status')).toHaveText(/^On hold until /);
    await expect(mine.getByTestId('total-pending')).toContainText('৳50.00');
    await look(mine, 'referrer-referrals');
    await mine.goto('/wallet');
    await expect(mine.getByTestId('wallet-balance')).toHaveText('৳200.00');
    await expect(mine.getByTestId('wallet-bonus-held')).toContainText('৳50.00 referral bonus on hold');
    await look(mine, 'referrer-wallet');
  });

  test('9. the ledger, summed by staff, is balanced', async ({ request }) => {
    const adminToken = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
    const check = await request.get('/api/admin/ledger/check', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const summary = (await check.json()).data as { balanced: boolean; totals: { balance: number }[] };
    expect(summary.balanced).toBe(true);
    expect(summary.totals.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
  });
});
