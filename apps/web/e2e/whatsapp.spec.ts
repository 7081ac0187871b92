import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  useToken as openWithToken,
  registerUser,
  type TTestUser,
  test,
  uniqueIdentity,
  withDatabase,
} from './fixtures.ts';
import { authHeaders } from './money.ts';

/*
 * WhatsApp number verification (decision 063): on /profile a person verifies a number by the code
 * the log connector "sends" (read back from the whatsapp_outbox table, as newestMail reads mail), or
 * asks for the manual way and sees the reference to send; staff confirm or reject manual requests at
 * /admin/whatsapp-verifications. State other than the step under test is set up through the API.
 */

/** A number for this test: a valid Bangladeshi mobile no other test uses. */
function freshNumber(): string {
  return uniqueIdentity('wa').phone;
}

/** The newest code sent to `phone` by the log connector (polls the outbox for up to 10 s). */
async function newestCode(phone: string): Promise<string> {
  return withDatabase(async (client) => {
    for (let i = 0; i < 50; i += 1) {
      const result = await client.query(
        'select text from whatsapp_outbox where "to" = $1 order by created_at desc limit 1',
        [phone],
      );
      const code = String(result.rows[0]?.text ?? '').match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`No WhatsApp code to ${phone}`);
  });
}

/** Starts a manual verification of `phone` for `user` through the API; answers its reference. */
async function manualRequest(request: APIRequestContext, user: TTestUser, phone: string): Promise<string> {
  const answer = await request.post('/api/whatsapp/verifications', {
    headers: await authHeaders(request, user.token),
    data: { phone, method: 'manual' },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data.reference as string;
}

async function whatsappOf(request: APIRequestContext, user: TTestUser) {
  const answer = await request.get('/api/whatsapp', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).data as {
    number: string | null;
    last_closed: { status: string; reason: string | null } | null;
  };
}

test('a person verifies a WhatsApp number with the code sent to it, and the profile shows it verified', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { name: 'Code Person' });
  const phone = freshNumber();
  await openWithToken(page, user.token, '/profile');

  const section = page.getByTestId('whatsapp-section');
  await section.getByRole('button', { name: 'Verify a WhatsApp number' }).click();
  const number = section.getByLabel('WhatsApp number', { exact: true });
  await expect(number).toBeFocused();
  // The Bangladeshi national form: 01XXXXXXXXX.
  await number.fill(`0${phone.slice(4)}`);
  await expect(section.getByTestId('whatsapp-phone-preview')).toContainText('+880');
  await expect(section.getByRole('radio', { name: /Send me a code/ })).toBeChecked();
  await section.getByRole('button', { name: 'Send the code' }).click();

  const code = section.getByLabel('Code from WhatsApp');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(section).toContainText(`We sent a 6-digit code by WhatsApp to ${phone}.`);
  await expect(section.getByTestId('whatsapp-code-hint')).toContainText('Tries left: 5');
  await expect(section.getByTestId('whatsapp-resend')).toBeDisabled();
  await expectNoSeriousViolations(page);

  // A wrong code first: the server's message at the field, one try fewer.
  const right = await newestCode(phone);
  await code.fill(right === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(section.getByText(/Tries left: 4/).first()).toBeVisible();

  await code.fill(right);
  await section.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(section.getByTestId('whatsapp-verified')).toBeVisible();
  await expect(section.getByTestId('whatsapp-number')).toHaveText(phone);
  await expect(section.getByTestId('whatsapp-verified-badge')).toHaveText('Verified');
  await expect(section.getByText('Your WhatsApp number is verified.')).toBeVisible();
  expect((await whatsappOf(request, user)).number).toBe(phone);
});

test('the manual way shows the reference to send to the platform number, with a link that opens WhatsApp', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { name: 'Manual Person' });
  const phone = freshNumber();
  await openWithToken(page, user.token, '/profile');

  const section = page.getByTestId('whatsapp-section');
  await section.getByRole('button', { name: 'Verify a WhatsApp number' }).click();
  await section.getByLabel('WhatsApp number', { exact: true }).fill(phone);
  await section.getByRole('radio', { name: /I'll message you/ }).check();
  await section.getByRole('button', { name: 'Get my reference' }).click();

  const step = section.getByTestId('whatsapp-manual-step');
  const reference = (await step.getByTestId('whatsapp-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  await expect(page.getByRole('heading', { name: 'WhatsApp', level: 2 })).toBeFocused();
  const platform = (await step.getByTestId('whatsapp-platform-number').textContent())?.trim() ?? '';
  expect(platform).toMatch(/^\+\d{8,15}$/);
  const open = step.getByRole('link', { name: /Open WhatsApp/ });
  await expect(open).toHaveAttribute(
    'href',
    `https://wa.me/${platform.slice(1)}?text=${encodeURIComponent(reference)}`,
  );
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(step.getByRole('button', { name: `Copy the reference ${reference}` })).toBeVisible();
  await expect(step.getByTestId('whatsapp-waiting')).toContainText('Waiting for staff');
  await expectNoSeriousViolations(page);

  // After a reload it is still waiting, and it can be cancelled.
  await page.reload();
  await expect(section.getByTestId('whatsapp-reference')).toHaveText(reference);
  await section.getByRole('button', { name: 'Cancel this request' }).click();
  await expect(section.getByText('The verification was cancelled.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Verify a WhatsApp number' })).toBeVisible();
});

test('staff confirm a manual request, and the person’s profile shows the number verified', async ({
  page,
  browser,
  request,
}) => {
  const user = await registerUser(request, { name: `Approve Person ${Date.now()}` });
  const phone = freshNumber();
  const reference = await manualRequest(request, user, phone);

  await openWithToken(
    page,
    await apiLogin(request, DEMO.admin.email, DEMO.admin.password),
    '/admin/whatsapp-verifications',
  );
  await expect(page.getByRole('heading', { name: 'WhatsApp verifications', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await expect(page).toHaveURL(/q=/);
  const item = page.getByTestId('whatsapp-item').filter({ hasText: reference });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(user.name);
  await expect(item).toContainText(user.email);
  await expect(item.getByTestId('whatsapp-phone')).toHaveText(phone);
  await expect(item.getByTestId('method')).toHaveText('Message to Haat');
  await expect(item.getByTestId('status')).toHaveText('Waiting');
  await expectNoSeriousViolations(page);

  await item.getByTestId('history-toggle').click();
  await expect(item.getByTestId('history-event').first()).toContainText('Requested');

  await item.getByRole('button', { name: /^Confirm number/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-reference')).toHaveText(reference);
  await dialog.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByTestId('queue-notice')).toContainText(`for ${user.name}`);
  await expect(page.getByTestId('whatsapp-item').filter({ hasText: reference })).toHaveCount(0);
  expect((await whatsappOf(request, user)).number).toBe(phone);

  // The person's profile (their own browser) shows it verified.
  const context = await browser.newContext();
  const mine = await context.newPage();
  await openWithToken(mine, user.token, '/profile');
  await expect(mine.getByTestId('whatsapp-number')).toHaveText(phone);
  await expect(mine.getByTestId('whatsapp-verified-badge')).toBeVisible();
  await context.close();
});

test('staff reject a manual request with the reason the person will see', async ({ page, request }) => {
  const user = await registerUser(request, { name: `Reject Person ${Date.now()}` });
  const phone = freshNumber();
  const reference = await manualRequest(request, user, phone);

  await openWithToken(
    page,
    await apiLogin(request, DEMO.admin.email, DEMO.admin.password),
    `/admin/whatsapp-verifications?q=${encodeURIComponent(reference)}`,
  );
  const item = page.getByTestId('whatsapp-item').filter({ hasText: reference });
  await item.getByRole('button', { name: /^Reject/ }).click();
  const dialog = page.getByRole('dialog');
  // The reason is required.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Write the reason the user will see.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('No message with this reference came from this number');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('queue-notice')).toContainText(`Rejected ${phone}`);
  await expect(page.getByTestId('whatsapp-item').filter({ hasText: reference })).toHaveCount(0);

  // Every status shows it, with the reason.
  await page.getByLabel('Status').selectOption('rejected');
  const rejected = page.getByTestId('whatsapp-item').filter({ hasText: reference });
  await expect(rejected.getByTestId('status')).toHaveText('Rejected');
  await expect(rejected.getByTestId('reason')).toHaveText(
    'No message with this reference came from this number',
  );
  const status = await whatsappOf(request, user);
  expect(status.number).toBeNull();
  expect(status.last_closed).toMatchObject({
    status: 'rejected',
    reason: 'No message with this reference came from this number',
  });
});
