import { randomUUID } from 'node:crypto';
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
  withDatabase,
} from './fixtures.ts';
import { api } from './shop.ts';

/*
 * Staff's businesses (issue 17 item 3): a business verified from the list (bulk, the dialog naming
 * the count) shows the badge in the public directory; one suspended from its page answers "not
 * found" to the public while its owner sees the reason. State is made through the API.
 */

/** A person with a business of a unique name (answers the owner and the business). */
async function ownerWithBusiness(request: APIRequestContext, word: string) {
  const owner = await registerUser(request, { name: `${word} Owner` });
  const name = `${word} ${randomUUID().slice(0, 6)}`;
  const business = await api<{ id: string; slug: string; name: string }>(
    request,
    owner,
    'POST',
    '/api/my/businesses',
    { name, type: 'retail', country: 'BD', district: 'bd-dhaka', city: 'Dhaka' },
  );
  return { owner, business };
}

test('staff verify a business from the list, and the badge shows in the directory', async ({
  page,
  request,
}) => {
  const { business } = await ownerWithBusiness(request, 'Verifiable');
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  await openWithToken(page, token, `/admin/businesses?q=${encodeURIComponent(business.name)}`);
  await expect(page.getByRole('heading', { name: 'Businesses', level: 1 })).toBeVisible();
  const row = page.getByTestId('table-row').filter({ hasText: business.name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('select-row').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('1 selected');
  await page.getByTestId('bulk-verify').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Verify 1 business?');
  await dialog.getByTestId('confirm-action').click();
  await expect(row.getByTestId('business-status')).toContainText('Verified');
  await expectNoSeriousViolations(page);

  await page.goto(`/business?q=${encodeURIComponent(business.name)}`);
  const entry = page.getByTestId('directory-entry').filter({ hasText: business.name });
  await expect(entry.getByTestId('verified-badge')).toBeVisible();
});

test('staff suspend a business with a reason: its page is not found, its owner sees why', async ({
  page,
  request,
}) => {
  const { owner, business } = await ownerWithBusiness(request, 'Suspendable');
  const moderator: TTestUser = await registerUser(request, { name: 'Mira Moderator' });
  await withDatabase((client) =>
    client.query(`update users set role = 'moderator' where id = $1`, [moderator.id]),
  );
  await openWithToken(page, moderator.token, `/admin/businesses/${business.id}`);
  await expect(page.getByRole('heading', { name: business.name, level: 1 })).toBeVisible();
  await page.getByTestId('suspend-business').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('suspend-reason').fill('Selling counterfeit goods');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('suspended-notice')).toBeVisible();
  await expect(page.getByTestId('business-audit')).toContainText('Suspended');
  await expect(page.getByTestId('business-audit')).toContainText('Selling counterfeit goods');

  const publicPage = await page.goto(`/b/${business.slug}`);
  expect(publicPage?.status()).toBe(404);
  await expect(page.getByTestId('business-not-found')).toBeVisible();

  const ownerPage = await page.context().newPage();
  await openWithToken(ownerPage, owner.token, '/business-profiles');
  await expect(ownerPage.getByTestId('suspension-notice')).toContainText(
    'Suspended by staff: Selling counterfeit goods',
  );
});
