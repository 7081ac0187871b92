import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  apiLogin,
  csrf,
  DEMO,
  expect,
  expectNoSeriousViolations,
  useToken as openWithToken,
  registerUser,
  type TTestUser,
  test,
} from './fixtures.ts';
import { authHeaders, fund, sendByApi, trxId, walletOf } from './money.ts';

/*
 * The wallet screens (issue 6): balance and history, send money with preview and confirmation,
 * withdraw with a hold. Users get money through the demo gateway (API start, then its Pay button).
 */

async function historyOf(request: APIRequestContext, user: TTestUser, query = '') {
  const answer = await request.get(`/api/wallet/transactions${query}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  return (await answer.json()).data as { kind: string; amount: number; memo: string | null }[];
}

/** The national form of a +880 number: +8801712345678 → 01712345678. */
const national = (phone: string) => phone.replace(/^\+880/, '0');

async function signedInPage(browser: Browser, user: TTestUser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openWithToken(page, user.token, path);
  return { page, close: () => context.close() };
}

test('the wallet shows the balance, the top-up in the history and the three actions', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await signIn(user, '/wallet');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳0.00');
  await expectNoSeriousViolations(page);

  await fund(request, user, 1_234_550);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳12,345.50');
  await expect(page.getByTestId('wallet-held')).toHaveCount(0);
  const entry = page.getByTestId('wallet-entry').first();
  await expect(entry).toContainText('Top-up');
  await expect(entry).toContainText('Demo gateway');
  await expect(entry.getByTestId('wallet-entry-amount')).toContainText('+৳12,345.50');
  await expect(page.getByRole('link', { name: 'Add money' })).toHaveAttribute('href', '/wallet/top-up');
  await expect(page.getByRole('link', { name: 'Send' })).toHaveAttribute('href', '/wallet/transfer');
  await expect(page.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/wallet/withdraw');
  await expectNoSeriousViolations(page);
});

test('send by phone: preview, confirmation, one transfer however often confirm is pressed; the recipient sees it', async ({
  page,
  request,
  browser,
  signIn,
}) => {
  // A journey over three screens and two users with four axe runs: a step budget beyond the default.
  test.setTimeout(150_000);
  const sender = await registerUser(request, { name: 'Sadia Sender' });
  const recipient = await registerUser(request, { name: 'Karim Receiver' });
  await fund(request, sender, 100_000);

  await signIn(sender, '/wallet/transfer');
  await expect(page.getByTestId('available')).toContainText('৳1,000.00');
  await page.getByLabel('Phone number or email').fill(national(recipient.phone));
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  const preview = page.getByTestId('recipient-preview');
  await expect(preview).toContainText('Karim Receiver');
  await expect(preview).toContainText('•');
  await expect(preview).not.toContainText(recipient.phone);
  // Bengali digits and decimals are accepted: ২৫০.৫০ = ৳250.50.
  await page.getByLabel('Amount (৳)').fill('২৫০.৫০');
  await page.getByLabel('Note (optional)').fill('Lunch money');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Review' }).click();

  await expect(page.getByTestId('confirm-recipient')).toContainText('Karim Receiver');
  await expect(page.getByTestId('confirm-amount')).toHaveText('৳250.50');
  await expect(page.getByTestId('confirm-balance-after')).toHaveText('৳749.50');
  await expectNoSeriousViolations(page);

  // The first answer is lost on the way back (the server did move the money): the retry carries the
  // same Idempotency-Key, so the server answers the first result instead of sending again.
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/wallet/transfers', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!dropped) {
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.getByTestId('confirm-send').dblclick();
  await expect(page.getByRole('alert')).toContainText('The money was not sent');
  await page.getByTestId('confirm-send').click();
  await expect(page.getByTestId('transfer-done')).toContainText('৳250.50 has been sent to Karim Receiver');
  const reference = (await page.getByTestId('transfer-reference').innerText()).trim();
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  await expect(page.getByTestId('transfer-balance')).toHaveText('৳749.50');
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
  await expectNoSeriousViolations(page);

  expect(await walletOf(request, sender)).toMatchObject({ balance: 74_950 });
  expect(await historyOf(request, sender, '?type=transfer')).toHaveLength(1);
  expect(await walletOf(request, recipient)).toMatchObject({ balance: 25_050 });

  await page.getByRole('link', { name: 'Back to wallet' }).last().click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳749.50');
  await expect(page.getByTestId('wallet-entry').first()).toContainText('to Karim Receiver');
  await expect(page.getByTestId('wallet-entry').first()).toContainText('−৳250.50');
  await expect(page.getByTestId('wallet-entry').first()).toContainText(`Ref. ${reference}`);

  const other = await signedInPage(browser, recipient, '/wallet');
  await expect(other.page.getByTestId('wallet-balance')).toHaveText('৳250.50');
  const received = other.page.getByTestId('wallet-entry').first();
  await expect(received).toContainText('Transfer');
  await expect(received).toContainText('from Sadia Sender');
  await expect(received).toContainText('Lunch money');
  await expect(received.getByTestId('wallet-entry-amount')).toContainText('+৳250.50');
  await other.close();
});

test('unknown recipients and yourself are refused at the recipient field', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await signIn(user, '/wallet/transfer');
  const field = page.getByLabel('Phone number or email');
  await field.fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/yourself/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
});

test('insufficient funds show at the amount field and move nothing', async ({ page, request, signIn }) => {
  const sender = await registerUser(request);
  const recipient = await registerUser(request, { name: 'Rina Recipient' });
  const third = await registerUser(request);
  await fund(request, sender, 50_000);

  await signIn(sender, '/wallet/transfer');
  await page.getByLabel('Phone number or email').fill(recipient.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const amount = page.getByLabel('Amount (৳)');
  await amount.fill('600');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Not enough money in your wallet: you have ৳500.00.')).toBeVisible();

  // The balance changes behind the screen's back: the server refuses, and the error lands at the amount.
  await amount.fill('400');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('confirm-amount')).toHaveText('৳400.00');
  await sendByApi(request, sender, third, 20_000);
  await page.getByTestId('confirm-send').click();
  await expect(amount).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('There is not enough money in the wallet for this amount')).toBeVisible();

  expect(await walletOf(request, sender)).toMatchObject({ balance: 30_000 });
  expect(await walletOf(request, recipient)).toMatchObject({ balance: 0 });
  await expectNoSeriousViolations(page);
});

test('withdraw to bKash holds the money; the wallet shows balance, held and the pending withdrawal', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await fund(request, user, 100_000);
  await signIn(user, '/wallet/withdraw');
  await expect(page.getByRole('radio', { name: 'bKash' })).toBeChecked();
  await expectNoSeriousViolations(page);

  // A bad number passes the screen but not the server: the error comes back at the mobile field.
  const mobile = page.getByLabel('bKash account number');
  await mobile.fill('12345');
  await page.getByLabel('Amount (৳)').fill('300');
  await page.getByRole('button', { name: 'Review' }).click();
  // The confirmation asks for the password again (decision 052): nothing is sent without it.
  await page.getByTestId('confirm-withdraw').click();
  await expect(page.getByTestId('step-up-password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('step-up-password').fill(user.password);
  await page.getByTestId('confirm-withdraw').click();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  expect(await walletOf(request, user)).toEqual({ balance: 100_000, held: 0, currency: 'BDT' });

  // Below the minimum is refused at the amount before anything is sent.
  await mobile.fill('01712345678');
  await page.getByLabel('Amount (৳)').fill('50');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByLabel('Amount (৳)')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Amount (৳)').fill('300');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('confirm-destination')).toContainText('bKash');
  await expect(page.getByTestId('confirm-destination')).toContainText('01712345678');
  await expect(page.getByTestId('confirm-balance-after')).toHaveText('৳700.00');
  await expectNoSeriousViolations(page);
  await page.getByTestId('step-up-password').fill(user.password);
  await page.getByTestId('confirm-withdraw').dblclick();
  await expect(page.getByTestId('withdrawal-done')).toContainText('৳300.00 is held from your balance');
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Pending');
  await expectNoSeriousViolations(page);
  expect(await walletOf(request, user)).toMatchObject({ balance: 70_000, held: 30_000 });

  await page.getByRole('link', { name: 'Back to wallet' }).last().click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳700.00');
  await expect(page.getByTestId('wallet-held')).toContainText('৳300.00 on hold');
  const withdrawal = page.getByTestId('withdrawal');
  await expect(withdrawal).toHaveCount(1);
  await expect(withdrawal).toContainText('Pending');
  await expect(withdrawal).toContainText('+8801712345678');
  const held = page.getByTestId('wallet-entry').first();
  await expect(held).toContainText('Withdrawal');
  await expect(held.getByTestId('wallet-entry-status')).toHaveText('Pending');
  await expectNoSeriousViolations(page);
});

test('decided withdrawals show paid, or rejected with the reason and the money back; history agrees', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await fund(request, user, 100_000);
  const ids: string[] = [];
  for (const amount of [20_000, 30_000]) {
    const answer = await request.post('/api/wallet/withdrawals', {
      headers: await authHeaders(request, user.token, randomUUID()),
      data: { method: 'nagad', amount, phone: '01812345678', password: user.password },
    });
    expect(answer.status()).toBe(201);
    ids.push((await answer.json()).data.id);
  }
  const admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const staff = { Authorization: `Bearer ${admin}`, 'X-CSRF-TOKEN': await csrf(request) };
  const reference = trxId('P');
  expect(
    (
      await request.post(`/api/admin/withdrawals/${ids[0]}/pay`, { headers: staff, data: { reference } })
    ).status(),
  ).toBe(200);
  const reject = await request.post(`/api/admin/withdrawals/${ids[1]}/reject`, {
    headers: staff,
    data: { reason: 'The Nagad number is not registered' },
  });
  expect(reject.status()).toBe(200);

  await signIn(user, '/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳800.00');
  await expect(page.getByTestId('wallet-held')).toHaveCount(0);
  const rows = page.getByTestId('withdrawal');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Rejected');
  await expect(rows.nth(0)).toContainText('Reason: The Nagad number is not registered');
  await expect(rows.nth(1)).toContainText('Paid');
  await expect(rows.nth(1).getByTestId('withdrawal-payout-reference')).toContainText(reference);
  // Issue 12 item 5: one history row per withdrawal, in its current state, with the list's reference.
  const entries = page.getByTestId('wallet-entry');
  await expect(entries).toHaveCount(3); // two withdrawals and the top-up: no separate hold rows
  const returned = entries.nth(0);
  const paid = entries.nth(1);
  await expect(returned.getByTestId('wallet-entry-status')).toHaveText('Returned');
  await expect(paid.getByTestId('wallet-entry-status')).toHaveText('Paid');
  for (const [entry, row] of [
    [returned, rows.nth(0)],
    [paid, rows.nth(1)],
  ] as const) {
    const listed = (await row.getByTestId('withdrawal-reference').innerText()).trim();
    expect(listed).toMatch(/^Ref\. [0-9A-F]{8}$/);
    await expect(entry.getByTestId('wallet-entry-reference')).toHaveText(listed);
  }
  // What a screen reader gets is what is shown: the paid row says paid, never "on hold" or "pending".
  const spoken = await paid.ariaSnapshot();
  expect(spoken).toContain('Paid');
  expect(spoken).toContain((await rows.nth(1).getByTestId('withdrawal-reference').innerText()).trim());
  expect(spoken).not.toMatch(/on hold|pending|sent/i);
  expect(await returned.ariaSnapshot()).toContain('Returned');
  await expectNoSeriousViolations(page);
});

test('bank withdrawals need every bank field', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  await fund(request, user, 50_000);
  await signIn(user, '/wallet/withdraw');
  await page.getByRole('radio', { name: 'Bank account' }).check();
  await page.getByLabel('Bank name').fill('Sonali Bank');
  await page.getByLabel('Amount (৳)').fill('200');
  await page.getByRole('button', { name: 'Review' }).click();
  for (const label of ['Branch', 'Account holder', 'Account number'])
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Branch').fill('Motijheel');
  await page.getByLabel('Account holder').fill('Test Person');
  await page.getByLabel('Account number').fill('0123-4567-89');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('confirm-destination')).toContainText('Sonali Bank');
  await page.getByTestId('step-up-password').fill(user.password);
  await page.getByTestId('confirm-withdraw').click();
  await expect(page.getByTestId('withdrawal-done')).toBeVisible();
  expect(await walletOf(request, user)).toMatchObject({ balance: 30_000, held: 20_000 });
  await expectNoSeriousViolations(page);
});

test('history filters live in the URL: type, date range, no results, clearing', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  const friend = await registerUser(request, { name: 'Filter Friend' });
  await fund(request, user, 100_000);
  await sendByApi(request, user, friend, 10_000);

  await signIn(user, '/wallet?type=transfer');
  await expect(page.getByTestId('filter-type')).toHaveValue('transfer');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(1);
  await expect(page.getByTestId('wallet-entry')).toContainText('to Filter Friend');

  await page.getByTestId('filter-type').selectOption('topup');
  await expect(page).toHaveURL(/type=topup/);
  await expect(page.getByTestId('wallet-entry')).toHaveCount(1);
  await expect(page.getByTestId('wallet-entry')).toContainText('Top-up');

  await page.getByTestId('filter-type').selectOption('');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(2);

  await page.getByTestId('filter-from').fill('2001-01-01');
  await page.getByTestId('filter-to').fill('2001-12-31');
  await expect(page).toHaveURL(/from=2001-01-01/);
  await expect(page).toHaveURL(/to=2001-12-31/);
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  await expectNoSeriousViolations(page);

  // A reload keeps the filters (they are in the address).
  await page.reload();
  await expect(page.getByTestId('filter-from')).toHaveValue('2001-01-01');
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-entry')).toHaveCount(2);

  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/wallet?from=${today}&to=2001-01-01`);
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
});

test('the history loads more pages', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  const friend = await registerUser(request);
  await fund(request, user, 100_000);
  for (let i = 0; i < 20; i += 1) await sendByApi(request, user, friend, 100);
  await signIn(user, '/wallet');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('wallet-entry')).toHaveCount(21);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('history failures offer a retry', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  let fail = true;
  await page.route('**/api/wallet/transactions*', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await signIn(user, '/wallet');
  await expect(page.getByText('We could not load your history.')).toBeVisible({ timeout: 20_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No transactions yet')).toBeVisible();
});

/* Screenshots for people to look at: SCREENSHOTS=1, written to /tmp/shots-E (or SHOTS_DIR). */
test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');
  const out = process.env.SHOTS_DIR || '/tmp/shots-E';

  test('wallet, transfer and withdraw', async ({ browser, request }) => {
    test.setTimeout(600_000);
    mkdirSync(out, { recursive: true });
    const user = await registerUser(request, { name: 'Shot Wallet' });
    const friend = await registerUser(request, { name: 'নুসরাত জাহান' });
    await fund(request, user, 5_000_000);
    await fund(request, friend, 200_000);
    await sendByApi(request, user, friend, 125_050);
    await sendByApi(request, friend, user, 5_000);
    const key = randomUUID();
    await request.post('/api/wallet/withdrawals', {
      headers: await authHeaders(request, user.token, key),
      data: { method: 'bkash', amount: 100_000, phone: '01712345678', password: user.password },
    });

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
          await openWithToken(page, user.token, '/wallet');
          await expect(page.getByTestId('wallet-entry').first()).toBeVisible();
          await page.screenshot({ path: name('wallet'), fullPage: true });
          await page
            .getByTestId('wallet-entry')
            .first()
            .screenshot({ path: name('entry') });

          await page.goto('/wallet/transfer');
          await page.locator('input[name="recipient"]').fill(friend.email);
          await page.locator('form button[type="submit"]').click();
          await expect(page.getByTestId('recipient-preview')).toBeVisible();
          await page.locator('input[name="amount"]').fill('1250.50');
          await page.locator('textarea[name="note"]').fill('Rent share');
          await page.locator('form button[type="submit"]').click();
          await expect(page.getByTestId('confirm-send')).toBeVisible();
          await page.screenshot({ path: name('transfer-confirm'), fullPage: true });

          await page.goto('/wallet/withdraw');
          await page.locator('input[name="method"][value="bank"]').check();
          await page.locator('form button[type="submit"]').click();
          await page.screenshot({ path: name('withdraw-errors'), fullPage: true });
          await page
            .locator('input[name="amount"]')
            .locator('..')
            .screenshot({ path: name('amount-field') });
          await context.close();
        }
      }
    }
  });
});
