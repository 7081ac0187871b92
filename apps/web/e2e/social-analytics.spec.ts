import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousViolations, expectScreenReady, registerUser, test } from './fixtures.ts';
import { apiCall, publishPost } from './social.ts';

/*
 * Social analytics (`/social/analytics`, issue 16 item 6): posts are published, liked, commented on
 * and followed through the API by two people; each test then checks one thing on the screen — the
 * totals and top posts, the CSV download, the empty state.
 */

test('the totals, their change and the top posts show what others did with your posts', async ({
  page,
  request,
  signIn,
}) => {
  const author = await registerUser(request, { name: 'Analytics Author' });
  const fan = await registerUser(request, { name: 'Analytics Fan' });
  const first = await publishPost(request, author, 'Fresh jamdani sarees arrived today');
  await publishPost(request, author, 'Open until nine tonight');
  await apiCall(request, fan, 'GET', `/api/social/posts/${first}/public`);
  await apiCall(request, fan, 'PUT', `/api/social/posts/${first}/like`, {});
  await apiCall(request, fan, 'POST', `/api/social/posts/${first}/comments`, { body: 'Beautiful!' });
  await apiCall(request, fan, 'PUT', `/api/social/follows/users/${author.id}`, {});

  await signIn(author, '/social/analytics?days=7');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Social analytics' })).toBeVisible();
  await expect(page.getByTestId('range-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('total-posts')).toHaveText('2');
  await expect(page.getByTestId('total-views')).toHaveText('1');
  await expect(page.getByTestId('total-likes')).toHaveText('1');
  await expect(page.getByTestId('total-comments')).toHaveText('1');
  await expect(page.getByTestId('total-followers')).toHaveText('1');
  await expect(page.getByTestId('change-likes')).toHaveText('New: none in the period before');
  const top = page.getByTestId('top-posts');
  await expect(top.getByRole('row').nth(1)).toContainText('Fresh jamdani sarees arrived today');
  await expect(page.getByTestId('platform-feed')).toContainText('Community feed');
  await expect(page.getByTestId('best-summary')).toContainText('Not enough data yet');
  await expectNoSeriousViolations(page);

  await page.getByTestId('range-90').click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByTestId('total-posts')).toHaveText('2');
});

test('the CSV downloads every post of the days, with formulas disarmed', async ({
  page,
  request,
  signIn,
}) => {
  const author = await registerUser(request, { name: 'CSV Author' });
  await publishPost(request, author, '=SUM(1,2) special offer');

  await signIn(author, '/social/analytics');
  await expectScreenReady(page);
  await expect(page.getByTestId('total-posts')).toHaveText('1');
  const download = page.waitForEvent('download');
  await page.getByTestId('download-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^haat-social-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await file.path();
  const text = await readFile(path, 'utf8');
  expect(text).toContain('post_id,published_at,time_zone,text');
  expect(text).toContain('"\'=SUM(1,2) special offer"');
});

test('someone who has not posted is shown the way to write a post', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/social/analytics');
  await expectScreenReady(page);
  await expect(page.getByText('No posts published in these days')).toBeVisible();
  await expect(
    page.getByTestId('analytics-empty').getByRole('link', { name: 'Write a post' }),
  ).toHaveAttribute('href', '/social/posts');
});
