import { randomUUID } from 'node:crypto';
import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  useToken as openWithToken,
  registerUser,
  test,
  withDatabase,
} from './fixtures.ts';
import { authHeaders, manualTopUp } from './money.ts';

/*
 * The audit log (issue 17 item 7): a staff decision made through the API appears in /admin/audit
 * with who did it and its before → after, the filters (kept in the address) narrow the list, and a
 * moderator is refused the screen.
 */

test('an approved top-up appears in the audit log with its before → after; filters narrow it', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { name: `Audit Topup ${randomUUID().slice(0, 6)}` });
  const paymentId = await manualTopUp(request, user, 75_000);
  const reference = paymentId.replace(/-/g, '').slice(0, 8).toUpperCase();
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const approved = await request.post(`/api/admin/payments/${paymentId}/approve`, {
    headers: await authHeaders(request, token),
  });
  expect(approved.status()).toBe(200);

  await openWithToken(page, token, '/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  // Narrow to top-up approvals: the choice goes into the address.
  await page.getByTestId('audit-action-filter').selectOption('payments.approve');
  await expect(page).toHaveURL(/[?&]action=payments\.approve/);
  const row = page.getByTestId('table-row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('audit-action')).toHaveText('Approved a top-up');
  await expect(row.getByTestId('audit-actor')).not.toBeEmpty();
  await expect(row.getByTestId('audit-target')).toContainText('৳750.00');
  // Only top-up approvals are left once the filtered page replaced the unfiltered one (which stays
  // on screen while the new page loads, so this waits for it rather than reading the rows once).
  await expect(page.getByTestId('audit-action').filter({ hasNotText: 'Approved a top-up' })).toHaveCount(0);

  // The row opens to its change, field by field.
  await row.getByTestId('row-details').click();
  const detail = page.getByTestId('audit-detail');
  const status = detail.locator('[data-field="status"]');
  await expect(status.getByTestId('audit-before')).toHaveText('Pending');
  await expect(status.getByTestId('audit-after')).toHaveText('Succeeded');
  await expect(detail.locator('[data-field="credited"]').getByTestId('audit-after')).toHaveText('৳750.00');
  await expectNoSeriousViolations(page);

  // The target's link shows only that target's history (a bookmarkable view).
  await row.getByTestId('audit-target').click();
  await expect(page).toHaveURL(new RegExp(`target_id=${paymentId}`));
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('table-row').filter({ hasText: reference })).toBeVisible();

  // An actor nobody is: nothing matches, and clearing the filters brings the log back.
  await page.getByTestId('audit-actor-filter').fill(`nobody-${randomUUID().slice(0, 8)}`);
  await page.getByTestId('audit-actor-filter').press('Enter');
  await expect(page.getByTestId('audit-table-empty')).toContainText('No actions match these filters');
  await page.getByTestId('clear-filters').click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByTestId('table-row').first()).toBeVisible();
});

test('a moderator is refused the audit log', async ({ page, request }) => {
  const moderator = await registerUser(request, { name: 'Mona Moderator' });
  await withDatabase((client) =>
    client.query(`update users set role = 'moderator' where id = $1`, [moderator.id]),
  );
  const answer = await request.get('/api/admin/audit', {
    headers: { Authorization: `Bearer ${moderator.token}` },
  });
  expect(answer.status()).toBe(403);
  await openWithToken(page, moderator.token, '/admin/audit');
  await expect(page.getByTestId('forbidden')).toBeVisible();
});
