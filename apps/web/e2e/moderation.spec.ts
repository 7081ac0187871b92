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
import { apiCall, publishPost } from './social.ts';

/*
 * Content moderation (issue 17 item 4), one screen per test, state through the API: a person
 * reports a post from the feed; staff find it grouped in the queue and remove it; the post is then
 * gone from the feed for everyone.
 */

async function staffToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, DEMO.admin.email, DEMO.admin.password);
}

/** An author with a fresh post followed by `readers`; answers the author and the post's id. */
async function reportedScene(request: APIRequestContext, words: string, readers: TTestUser[]) {
  const author = await registerUser(request, { name: 'Spam Author' });
  for (const reader of readers)
    await apiCall(request, reader, 'PUT', `/api/social/follows/users/${author.id}`, {});
  const post = await publishPost(request, author, words);
  return { author, post };
}

const feedItem = (page: Page, text: string) => page.getByTestId('feed-item').filter({ hasText: text });

test('a person reports a post from the feed', async ({ page, request, signIn }) => {
  const me = await registerUser(request, { name: 'Careful Reader' });
  const words = `Win a free phone ${Date.now()}`;
  await reportedScene(request, words, [me]);

  await signIn(me, '/social');
  await expectScreenReady(page);
  await feedItem(page, words).getByTestId('report-button').click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByTestId('report-note').fill('Same scam every day');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thanks — staff will review it.')).toBeVisible();
});

test('staff see the reports grouped by post and remove it; it leaves the feed', async ({ page, request }) => {
  const readers = [
    await registerUser(request, { name: 'Reader One' }),
    await registerUser(request, { name: 'Reader Two' }),
  ];
  const words = `Cheap followers here ${Date.now()}`;
  const { post } = await reportedScene(request, words, readers);
  await apiCall(request, readers[0]!, 'POST', '/api/reports', {
    subject_type: 'post',
    subject_id: post,
    reason: 'spam',
  });
  await apiCall(request, readers[1]!, 'POST', '/api/reports', {
    subject_type: 'post',
    subject_id: post,
    reason: 'misleading',
    note: 'Fake offer',
  });

  await openWithToken(page, await staffToken(request), '/admin/content?type=post&sort=newest');
  await expectScreenReady(page);
  const card = page.getByTestId('content-target').filter({ hasText: words });
  await expect(card.getByTestId('report-count')).toHaveText('2 reports');
  await expect(card).toContainText('Spam × 1');
  await expect(card).toContainText('False or misleading × 1');
  await card.getByTestId('show-reports').click();
  await expect(card.getByTestId('target-reports').getByRole('listitem')).toHaveCount(2);
  await expect(card.getByTestId('target-reports')).toContainText('Fake offer');
  await expectNoSeriousViolations(page);

  await card.getByTestId('decide-remove').click();
  const dialog = page.getByRole('dialog', { name: 'Remove this content?' });
  await expect(dialog.getByTestId('closes-count')).toHaveText('This closes 2 reports.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText('Write a note for the owner.')).toBeVisible();
  await dialog.getByTestId('decision-note').fill('Scam offers are not allowed');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('queue-notice')).toContainText('Removed. The owner has been told why.');
  await expect(card).toHaveCount(0);

  const feed = await apiCall<{ id: string }[]>(request, readers[0]!, 'GET', '/api/social/feed');
  expect(feed.map((item) => item.id)).not.toContain(post);
});
