import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  useToken as openWithToken,
  registerUser,
  test,
  withDatabase,
} from './fixtures.ts';

/*
 * The back office's dashboard and analytics (issue 17 items 1 and 5): the figures with their
 * changes, a queue's count leading to its queue, a moderator without money, and the analytics
 * switching to weeks with its table.
 */

test('the dashboard shows the figures, and a queue count links to its queue', async ({ page, request }) => {
  await openWithToken(page, await apiLogin(request, DEMO.admin.email, DEMO.admin.password), '/admin');
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-new_users-value')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId('figure-new_users')).toHaveAttribute('href', '/admin/users');
  await expect(page.getByTestId('money-figures').getByTestId('figure-revenue-value')).toContainText('৳');
  await page.getByTestId('period-30').click();
  await expect(page).toHaveURL(/\/admin\?days=30$/);
  await expect(page.getByTestId('figure-new_users-change')).toContainText('30 days before');
  await expectNoSeriousViolations(page);

  const queue = page.getByTestId('queue-payments');
  await expect(page.getByTestId('queue-payments-count')).toHaveText(/^\d+$/);
  await queue.click();
  await expect(page).toHaveURL(/\/admin\/payments\?view=topups$/);
  await expect(page.getByTestId('view-topups')).toBeVisible();
});

test('a moderator sees the dashboard without money figures or money queues', async ({ page, request }) => {
  const moderator = await registerUser(request);
  await withDatabase((client) =>
    client.query(`update users set role = 'moderator' where id = $1`, [moderator.id]),
  );
  await openWithToken(page, moderator.token, '/admin');
  await expect(page.getByTestId('figure-orders-value')).toBeVisible();
  await expect(page.getByTestId('money-hidden')).toBeVisible();
  await expect(page.getByTestId('money-figures')).toHaveCount(0);
  await expect(page.getByTestId('queue-kyc')).toBeVisible();
  await expect(page.getByTestId('queue-payments')).toHaveCount(0);
  // No link to the analytics they may not open.
  await expect(page.getByTestId('figure-orders')).not.toHaveAttribute('href', /.+/);
});

test('the analytics switch to weeks and show every week in the table', async ({ page, request }) => {
  await openWithToken(
    page,
    await apiLogin(request, DEMO.admin.email, DEMO.admin.password),
    '/admin/analytics?metric=signups,revenue',
  );
  await expectScreenReady(page);
  await expect(page.getByTestId('chart-signups')).toBeVisible();
  await expect(page.getByTestId('chart-revenue')).toBeVisible();
  await expect(page.getByTestId('chart-orders')).toHaveCount(0);
  const rows = page.getByTestId('figures-table').locator('tbody tr');
  await expect(rows).toHaveCount(30);

  await page.getByTestId('interval-week').click();
  await expect(page).toHaveURL(/interval=week/);
  await expect(page.getByTestId('interval-week')).toHaveAttribute('aria-pressed', 'true');
  // Thirty days touch five or six Monday weeks.
  await expect(async () => expect([5, 6]).toContain(await rows.count())).toPass();
  await expect(rows.nth(1).locator('th')).toContainText('–');
  await expect(page.getByTestId('figures-table').locator('thead')).toContainText('Order value');
  await expectNoSeriousViolations(page);
});
