import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  useToken as openWithToken,
  registerUser,
  type TTestUser,
  test,
} from './fixtures.ts';
import { authHeaders, fund, manualTopUp, promoteToAdmin, trxId, walletOf } from './money.ts';

/*
 * The staff payments screen (issue 6): the top-up review queue (approve credits the wallet once,
 * reject needs a reason, a request decided elsewhere says so) and the withdrawal queue (pay out,
 * or reject and return the held money). Users make their requests through the API.
 */

/** A unique name so a test finds its own requests in the shared queue. */
function personName(first: string): string {
  return `${first} ${randomUUID().slice(0, 6)}`;
}

async function withdraw(request: APIRequestContext, user: TTestUser, body: Record<string, unknown>) {
  const answer = await request.post('/api/wallet/withdrawals', {
    headers: await authHeaders(request, user.token, randomUUID()),
    data: { ...body, password: user.password },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data.id as string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, DEMO.admin.email, DEMO.admin.password);
}

/** Whether keyboard focus sits on a queue item or on the empty queue (never lost to <body>). */
async function focusIsInQueue(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return !!active && (active.matches('[data-queue-item]') || active.matches('[tabindex="-1"]'));
  });
}

test('staff approve a manual bKash top-up (the balance rises) and reject another with a reason', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { name: personName('Ayesha Topup') });
  const first = trxId();
  const second = trxId();
  await manualTopUp(request, user, 75_000, { trx: first });
  await manualTopUp(request, user, 30_000, { trx: second });

  await openWithToken(page, await adminToken(request), '/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments review', level: 1 })).toBeVisible();
  await expect(page.getByTestId('view-topups')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('count-topups')).toHaveText(/^\d+$/);
  await expect(page.getByLabel('Status')).toHaveValue('pending');

  const approveItem = page.getByTestId('top-up').filter({ hasText: first });
  await expect(approveItem).toContainText(user.name);
  await expect(approveItem).toContainText(user.email);
  await expect(approveItem).toContainText('৳750.00');
  await expect(approveItem).toContainText('bKash');
  await expect(approveItem.getByTestId('status')).toHaveText('Pending');
  await expect(approveItem.getByRole('button', { name: `Copy TrxID ${first}` })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Approve: the dialog repeats who, how much and the TrxID; a double click posts once.
  await approveItem.getByRole('button', { name: /^Approve/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Approve this top-up?' })).toBeVisible();
  await expect(dialog.getByTestId('confirm-user')).toContainText(user.name);
  await expect(dialog.getByTestId('confirm-amount')).toHaveText('৳750.00');
  await expect(dialog.getByTestId('confirm-trx')).toHaveText(first);
  await expectNoSeriousViolations(page);
  await dialog.getByTestId('confirm-action').dblclick();
  await expect(page.getByTestId('queue-notice')).toHaveText(
    `Approved: ৳750.00 added to ${user.name}’s wallet.`,
  );
  await expect(approveItem).toHaveCount(0);
  await expect(dialog).not.toBeVisible();
  await expect.poll(() => focusIsInQueue(page)).toBe(true);
  expect(await walletOf(request, user)).toMatchObject({ balance: 75_000 });

  // Reject from the keyboard: the reason is required; then the top-up leaves the queue, no money moves.
  const rejectItem = page.getByTestId('top-up').filter({ hasText: second });
  await rejectItem.getByRole('button', { name: /^Reject/ }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Reject this top-up?' })).toBeVisible();
  await expect(dialog.getByTestId('confirm-trx')).toHaveText(second);
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('confirm-action')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Write the reason the user will see.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.keyboard.type('TrxID not found in our bKash statement');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queue-notice')).toHaveText(
    `Rejected the top-up of ৳300.00 from ${user.name}.`,
  );
  await expect(rejectItem).toHaveCount(0);
  expect(await walletOf(request, user)).toMatchObject({ balance: 75_000 });

  // Decided top-ups stay findable through the status filter (kept in the URL).
  await page.getByLabel('Status').selectOption('rejected');
  await expect(page).toHaveURL(/status=rejected/);
  const decided = page.getByTestId('top-up').filter({ hasText: second });
  await expect(decided.getByTestId('status')).toHaveText('Rejected');
  await expect(decided.getByTestId('reason')).toHaveText('TrxID not found in our bKash statement');
  await expect(decided.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
});

test('a top-up decided by someone else meanwhile says so and leaves the queue', async ({ page, request }) => {
  const user = await registerUser(request, { name: personName('Babul Race') });
  const trx = trxId();
  const paymentId = await manualTopUp(request, user, 50_000, { trx });
  const admin = await adminToken(request);
  await openWithToken(page, admin, '/admin/payments');
  const item = page.getByTestId('top-up').filter({ hasText: trx });
  await item.getByRole('button', { name: /^Approve/ }).click();

  const elsewhere = await request.post(`/api/admin/payments/${paymentId}/approve`, {
    headers: await authHeaders(request, admin),
  });
  expect(elsewhere.status()).toBe(200);

  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('queue-problem')).toHaveText(
    'Someone already decided this request. The list has been refreshed.',
  );
  await expect(item).toHaveCount(0);
  // Credited once only.
  expect(await walletOf(request, user)).toMatchObject({ balance: 50_000 });
});

test('staff pay out one withdrawal and reject another: the held money returns', async ({ page, request }) => {
  const user = await registerUser(request, { name: personName('Wasim Withdraw') });
  await fund(request, user, 100_000);
  await withdraw(request, user, { method: 'bkash', amount: 30_000, phone: '01712345678' });
  await withdraw(request, user, {
    method: 'bank',
    amount: 20_000,
    bank_name: 'Sonali Bank',
    account_name: 'Wasim Akram',
    account_number: '0012345678901',
    branch: 'Motijheel',
  });
  expect(await walletOf(request, user)).toMatchObject({ balance: 50_000, held: 50_000 });

  await openWithToken(page, await adminToken(request), '/admin/payments');
  await page.getByTestId('view-withdrawals').click();
  await expect(page).toHaveURL(/view=withdrawals/);
  await expect(page.getByTestId('view-withdrawals')).toHaveAttribute('aria-current', 'page');

  const mine = page.getByTestId('withdrawal').filter({ hasText: user.name });
  await expect(mine).toHaveCount(2);
  const bkash = mine.filter({ hasText: '৳300.00' });
  const bank = mine.filter({ hasText: '৳200.00' });
  await expect(bkash.getByTestId('destination')).toContainText('bKash');
  await expect(bkash.getByTestId('destination-number')).toHaveText('+8801712345678');
  await expect(bank.getByTestId('destination')).toContainText('Sonali Bank');
  await expect(bank.getByTestId('destination')).toContainText('Motijheel');
  await expect(bank.getByTestId('destination')).toContainText('Wasim Akram');
  await expect(bank.getByTestId('destination-number')).toHaveText('0012345678901');
  await expect(bkash.getByTestId('status')).toHaveText('Pending');
  await expectNoSeriousViolations(page);

  // Pay out the bKash one: the dialog repeats the destination.
  await bkash.getByRole('button', { name: /^Mark as paid/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Mark this withdrawal as paid?' })).toBeVisible();
  await expect(dialog.getByTestId('confirm-destination')).toContainText('+8801712345678');
  await expect(dialog.getByTestId('confirm-amount')).toHaveText('৳300.00');
  // The payout's bKash TrxID is required and checked.
  const reference = dialog.getByTestId('payout-reference-input');
  await dialog.getByRole('button', { name: 'Mark ৳300.00 as paid' }).click();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await reference.fill('12');
  await dialog.getByRole('button', { name: 'Mark ৳300.00 as paid' }).click();
  await expect(dialog.getByText('A bKash TrxID has 10 letters and digits')).toBeVisible();
  await reference.fill(trxId('P'));
  await dialog.getByRole('button', { name: 'Mark ৳300.00 as paid' }).click();
  await expect(page.getByTestId('queue-notice')).toHaveText(`Marked as paid: ৳300.00 to ${user.name}.`);
  await expect(mine).toHaveCount(1);
  expect(await walletOf(request, user)).toMatchObject({ balance: 50_000, held: 20_000 });

  // Escape closes a dialog and gives focus back to the button that opened it.
  const rejectBank = bank.getByRole('button', { name: /^Reject/ });
  await rejectBank.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(rejectBank).toBeFocused();

  // Reject the bank one: reason first, then the held ৳200 is back in the wallet.
  await rejectBank.click();
  await expect(dialog.getByRole('heading', { name: 'Reject this withdrawal?' })).toBeVisible();
  await expect(dialog.getByTestId('confirm-destination')).toContainText('0012345678901');
  await dialog.getByTestId('confirm-action').click();
  await expect(dialog.getByText('Write the reason the user will see.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Account name does not match');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('queue-notice')).toHaveText(
    `Rejected the withdrawal of ৳200.00; the money is back in ${user.name}’s wallet.`,
  );
  await expect(mine).toHaveCount(0);
  expect(await walletOf(request, user)).toMatchObject({ balance: 70_000, held: 0 });

  await page.getByLabel('Status').selectOption('all');
  await expect(page).toHaveURL(/view=withdrawals.*status=all|status=all.*view=withdrawals/);
  await expect(mine.filter({ hasText: '৳300.00' }).getByTestId('status')).toHaveText('Paid');
  const rejected = mine.filter({ hasText: '৳200.00' });
  await expect(rejected.getByTestId('status')).toHaveText('Rejected');
  await expect(rejected.getByTestId('reason')).toHaveText('Account name does not match');
  await expectNoSeriousViolations(page);
});

test('a non-admin gets the 403 screen', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/admin/payments');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('top-ups-list')).toHaveCount(0);
});

test('staff cannot approve their own top-up: the dialog says why and nothing is credited', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const trx = trxId();
  await manualTopUp(request, { token: admin }, 20_000, { trx });
  await openWithToken(page, admin, '/admin/payments');
  const item = page.getByTestId('top-up').filter({ hasText: trx });
  await item.getByRole('button', { name: /^Approve/ }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByRole('dialog')).toContainText(
    'You cannot decide your own payment. Another staff member must review it.',
  );
  await expect(item.getByTestId('status')).toHaveText('Pending');
});

test('a large top-up waits for a second approval by another staff member', async ({ page, request }) => {
  const user = await registerUser(request, { name: personName('Big Amount') });
  const trx = trxId();
  const paymentId = await manualTopUp(request, user, 2_000_000, { trx });
  // Another staff member gave the first approval.
  const other = await registerUser(request, { name: personName('Second Staff') });
  await promoteToAdmin(other.email);
  const first = await request.post(`/api/admin/payments/${paymentId}/approve`, {
    headers: await authHeaders(request, other.token),
  });
  expect(first.status()).toBe(200);
  expect(await walletOf(request, user)).toMatchObject({ balance: 0 });

  await openWithToken(page, await adminToken(request), '/admin/payments');
  const item = page.getByTestId('top-up').filter({ hasText: trx });
  await expect(item.getByTestId('approval-note')).toContainText(
    `Waiting for a second approval · approved by ${other.name}`,
  );
  await item.getByRole('button', { name: /^Give the second approval/ }).click();
  await page.getByTestId('confirm-action').click();
  await expect(item).toHaveCount(0);
  expect(await walletOf(request, user)).toMatchObject({ balance: 2_000_000 });
});

test('in Bengali the queue reads in Bengali with Bengali digits', async ({ page, request }) => {
  const user = await registerUser(request, { name: personName('করিম') });
  const trx = trxId();
  await manualTopUp(request, user, 125_050, { trx });
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await openWithToken(page, await adminToken(request), '/admin/payments');
  await expect(page.getByRole('heading', { name: 'পেমেন্ট যাচাই', level: 1 })).toBeVisible();
  const item = page.getByTestId('top-up').filter({ hasText: trx });
  await expect(item.getByTestId('amount')).toHaveText('৳১,২৫০.৫০');
  await expect(item.getByTestId('status')).toHaveText('অপেক্ষমাণ');
  await expect(item.getByRole('button', { name: /^অনুমোদন/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

/* Screenshots for people to look at: SCREENSHOTS=1, written to /tmp/shots-admin (or SHOTS_DIR). */
test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');
  const out = process.env.SHOTS_DIR || '/tmp/shots-admin';

  test('review queues', async ({ browser, request }) => {
    test.setTimeout(600_000);
    mkdirSync(out, { recursive: true });
    const user = await registerUser(request, { name: 'নুসরাত জাহান' });
    await manualTopUp(request, user, 125_050);
    await manualTopUp(request, user, 50_000);
    await fund(request, user, 500_000);
    await withdraw(request, user, { method: 'bkash', amount: 100_000, phone: '01712345678' });
    await withdraw(request, user, {
      method: 'bank',
      amount: 250_000,
      bank_name: 'Dutch-Bangla Bank',
      account_name: 'Nusrat Jahan',
      account_number: '1051100012345',
      branch: 'Dhanmondi',
    });
    const admin = await adminToken(request);

    for (const lang of (process.env.SHOT_LANGS || 'en,bn,ar').split(',')) {
      for (const theme of ['light', 'dark']) {
        for (const [width, height] of [
          [390, 844],
          [1280, 800],
        ] as const) {
          const context = await browser.newContext({ viewport: { width, height } });
          await context.addInitScript(
            ({ language, mode }) => {
              localStorage.setItem('language', language);
              localStorage.setItem('theme', mode);
            },
            { language: lang, mode: theme },
          );
          const page = await context.newPage();
          const name = (screen: string) => `${out}/${screen}-${lang}-${theme}-${width}.png`;
          await openWithToken(page, admin, '/admin/payments');
          await expect(page.getByTestId('top-up').first()).toBeVisible();
          await page.screenshot({ path: name('topups'), fullPage: true });
          await page.getByTestId('top-up').first().locator('button').nth(1).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.screenshot({ path: name('approve-dialog') });
          await page.keyboard.press('Escape');

          await page.goto('/admin/payments?view=withdrawals');
          await expect(page.getByTestId('withdrawal').first()).toBeVisible();
          await page.screenshot({ path: name('withdrawals'), fullPage: true });
          await page.getByTestId('withdrawal').first().getByRole('button').last().click();
          await page.getByTestId('confirm-action').click();
          await page.screenshot({ path: name('reject-dialog') });
          await page.keyboard.press('Escape');

          await page.goto('/admin/payments?view=withdrawals&status=rejected');
          await expectScreenReady(page);
          await page.screenshot({ path: name('withdrawals-rejected'), fullPage: true });
          await context.close();
        }
      }
    }
  });
});
