import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  useToken as openWithToken,
  registerUser,
  startingApp,
  test,
  uniqueIdentity,
  withDatabase,
} from './fixtures.ts';

/*
 * Staff's people screens (issue 17 item 2): a person suspended from their page loses their open
 * session at the next navigation and reads why when signing in again; staff create a person (an
 * invitation is sent); a moderator sees no role control. State is made through the API.
 */

test('staff suspend a person: their open session ends and sign-in shows the reason', async ({
  page,
  request,
  browser,
}) => {
  const person = await registerUser(request, { name: 'Sohel Suspendable' });
  const theirs = await browser.newContext();
  const theirPage = startingApp(await theirs.newPage());
  await openWithToken(theirPage, person.token, '/dashboard');
  await expect(theirPage.locator('main h1').first()).toBeVisible();

  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  await openWithToken(page, token, `/admin/users/${person.id}`);
  await expect(page.getByRole('heading', { name: 'Sohel Suspendable', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByTestId('suspend-user').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Suspend Sohel Suspendable?');
  await dialog.getByTestId('suspend-reason').fill('Selling counterfeit phones');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('suspended-notice')).toBeVisible();
  await expect(page.getByTestId('user-audit')).toContainText('Suspended');
  await expect(page.getByTestId('user-audit')).toContainText('Selling counterfeit phones');
  await expect(page.getByTestId('unsuspend-user')).toBeVisible();

  // Their next navigation is refused and lands on sign-in, where the reason is shown.
  await theirPage.goto('/profile');
  await expect(theirPage).toHaveURL(/\/login/);
  const form = theirPage.getByTestId('login-form');
  await form.getByLabel('Email or phone').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'This account is suspended. Reason: Selling counterfeit phones',
  );
  await theirs.close();
});

test('staff create a person, who is sent an invitation', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const identity = uniqueIdentity('invited');
  await openWithToken(page, token, '/admin/users/create');
  const form = page.getByTestId('create-user-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Full name').fill('Kamal Invited');
  await form.getByLabel('Email').fill(identity.email);
  await form.getByLabel('Phone number').fill(identity.phone.replace('+880', '0'));
  await form.getByTestId('create-role').selectOption('moderator');
  await page.getByTestId('create-user-submit').click();
  await expect(page.getByRole('heading', { name: 'Kamal Invited', level: 1 })).toBeVisible();
  await expect(page.getByText(`Invitation sent to ${identity.email}`)).toBeVisible();
  await expect(page.getByTestId('role-badge').first()).toHaveText('Moderator');
  await expect(page.getByTestId('user-audit')).toContainText('Account created');
  const mail = await withDatabase((client) =>
    client.query('select subject from mail_outbox where lower("to") = lower($1)', [identity.email]),
  );
  expect(mail.rows.map((row) => row.subject)).toContain('You are invited to Haat');
});

test('a moderator works on people but sees no role control and no wallet', async ({ page, request }) => {
  const moderator = await registerUser(request, { name: 'Mina Moderator' });
  const person = await registerUser(request, { name: 'Plain Person' });
  await withDatabase((client) =>
    client.query(`update users set role = 'moderator' where id = $1`, [moderator.id]),
  );
  await openWithToken(page, moderator.token, `/admin/users?q=${encodeURIComponent(person.email)}`);
  const row = page.getByTestId('table-row').filter({ hasText: 'Plain Person' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('user-link').click();
  await expect(page.getByRole('heading', { name: 'Plain Person', level: 1 })).toBeVisible();
  await expect(page.getByTestId('suspend-user')).toBeVisible();
  await expect(page.getByTestId('summary-orders')).toBeVisible();
  await expect(page.getByTestId('role-control')).toHaveCount(0);
  await expect(page.getByTestId('summary-wallet')).toHaveCount(0);
});
