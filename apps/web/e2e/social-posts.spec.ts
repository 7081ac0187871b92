import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  registerUser,
  type TTestUser,
  test,
  withDatabase,
} from './fixtures.ts';
import { authHeaders } from './money.ts';

/*
 * The composer and the author's lists (`/social/posts`, issue 16): publish to the feed, schedule in
 * Asia/Dhaka from a browser in New York, a draft edited, a scheduled post deleted, and a text too
 * long for LinkedIn. State is set up through the API (and a connected page straight in the database).
 */

/** A 1×1 PNG (the server re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

interface TApiPost {
  id: string;
  media: { alt: string }[];
  status: string;
  content: string;
  scheduled_at: string | null;
  scheduled_local: string | null;
  time_zone: string | null;
  mentions: { id: string; name: string; slug: string }[];
}

async function listPosts(request: APIRequestContext, user: TTestUser, status: string): Promise<TApiPost[]> {
  const answer = await request.get(`/api/social/posts?status=${status}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).data as TApiPost[];
}

/** `YYYY-MM-DD` of tomorrow in Dhaka. */
function dhakaTomorrow(): string {
  const tomorrow = new Date(Date.now() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(tomorrow);
}

test('a post written with a hashtag is published to the feed', async ({ page, request, signIn }) => {
  const user = await registerUser(request, { name: 'Rina Akter' });
  await signIn(user, '/social/posts');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  await expect(page.getByTestId('target-feed')).toBeChecked();
  await expect(page.getByText('You can also post to a Facebook Page')).toBeVisible();

  await page.getByTestId('post-text').fill('Fresh mangoes today #mango at https://haat.test/b/shop');
  const preview = page.getByTestId('preview-feed');
  await expect(preview.getByText('Rina Akter')).toBeVisible();
  await expect(preview.locator('[data-part="hashtag"]')).toHaveText('#mango');
  await expect(preview.locator('[data-part="link"]')).toHaveText('https://haat.test/b/shop');
  await expect(page.getByTestId('count-feed')).toContainText('54 / 5,000');

  await page.getByTestId('media-input').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('media-item')).toHaveCount(2);
  await expect(page.getByTestId('media-manager').locator('progress')).toHaveCount(0);
  const alts = page.getByRole('textbox', { name: /alt text/ });
  await alts.nth(1).fill('Mangoes in a basket');
  await page.getByRole('button', { name: 'Move Image 2 earlier' }).click();
  await expect(alts.first()).toHaveValue('Mangoes in a basket');
  await expect(page.getByRole('button', { name: 'Move Image 1 later' })).toBeFocused();
  await expect(preview.getByRole('img', { name: 'Mangoes in a basket' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('publish-post').click();
  await expect(page.getByTestId('toast')).toContainText('Post published successfully');
  await expect(page).toHaveURL(/status=published/);
  await expect(page.getByTestId('post-item').first()).toContainText('Fresh mangoes today');
  await expect(page.getByTestId('post-text')).toHaveValue('');

  const published = await listPosts(request, user, 'published');
  expect(published).toHaveLength(1);
  expect(published[0]?.status).toBe('published');
  expect(published[0]?.media.map((item) => item.alt)).toEqual(['Mangoes in a basket', '']);
});

test('a business chosen from the @ suggestions with the keyboard is mentioned and linked in the feed', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request, { name: 'Mita Das' });
  await signIn(user, '/social/posts');
  await expectScreenReady(page);
  const text = page.getByTestId('post-text');
  await text.fill('Great service at ');
  await text.press('End');
  await text.pressSequentially('@Rahim');
  const options = page.getByTestId('mention-suggestions').getByRole('option');
  const rahim = options.filter({ has: page.getByText('Rahim Electronics', { exact: true }) });
  await expect(rahim).toBeVisible();
  await expect(text).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page);

  const rahimId = (await rahim.getAttribute('id')) ?? '';
  const index = (await options.evaluateAll((all) => all.map((option) => option.id))).indexOf(rahimId);
  for (let step = 0; step < index; step += 1) await text.press('ArrowDown');
  await expect(rahim).toHaveAttribute('aria-selected', 'true');
  await expect(text).toHaveAttribute('aria-activedescendant', rahimId);
  await text.press('Enter');
  await expect(text).toHaveValue('Great service at @Rahim Electronics ');
  await expect(text).toHaveAttribute('aria-expanded', 'false');
  await text.pressSequentially('today');
  await expect(text).toHaveValue('Great service at @Rahim Electronics today');
  await expect(page.getByTestId('mention-chip')).toHaveText(['Rahim Electronics']);
  await expect(page.getByRole('button', { name: 'Remove the mention of Rahim Electronics' })).toBeVisible();
  await expect(page.getByTestId('preview-feed').locator('[data-part="mention"]')).toHaveText(
    '@Rahim Electronics',
  );

  await page.getByTestId('publish-post').click();
  await expect(page.getByTestId('toast')).toContainText('Post published successfully');
  const [post] = await listPosts(request, user, 'published');
  expect(post?.mentions.map((mention) => mention.name)).toEqual(['Rahim Electronics']);
  const slug = post?.mentions[0]?.slug ?? '';
  expect(slug).not.toBe('');

  await page.goto('/social');
  const item = page.getByTestId('feed-item').filter({ hasText: 'Great service at' });
  await expect(item.getByRole('link', { name: '@Rahim Electronics' })).toHaveAttribute('href', `/b/${slug}`);
});

test.describe('from a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a post scheduled in Asia/Dhaka keeps its Dhaka time; a past time is refused', async ({
    page,
    request,
    signIn,
  }) => {
    const user = await registerUser(request);
    await signIn(user, '/social/posts');
    await expectScreenReady(page);
    await page.getByTestId('post-text').fill('Eid sale starts at 09:30 in Dhaka');
    await page.getByTestId('when-schedule').check();
    await expect(page.getByText('Times are in America/New_York (GMT-5).')).toBeVisible();
    await page.getByTestId('schedule-zone').selectOption('Asia/Dhaka');
    await expect(page.getByText('Times are in Asia/Dhaka (GMT+6).')).toBeVisible();

    await page.getByTestId('schedule-date').fill('2020-01-01');
    await page.getByTestId('schedule-time').fill('09:30');
    await page.getByTestId('schedule-post').click();
    await expect(page.getByText('This time has passed. Choose a time in the future.')).toBeVisible();

    const day = dhakaTomorrow();
    await page.getByTestId('schedule-date').fill(day);
    await page.getByTestId('schedule-post').click();
    await expect(page.getByTestId('toast')).toContainText('Post scheduled');
    await expect(page).toHaveURL(/status=scheduled/);

    const [post] = await listPosts(request, user, 'scheduled');
    expect(post?.time_zone).toBe('Asia/Dhaka');
    expect(post?.scheduled_local).toBe(`${day}T09:30`);
    expect(post?.scheduled_at).toBe(new Date(`${day}T03:30:00Z`).toISOString());
    const when = page.getByTestId('post-when');
    await expect(when).toContainText('9:30');
    await expect(when).toContainText('Asia/Dhaka (GMT+6)');
    await expect(when).toContainText(/in \d+ hours?|tomorrow|in \d+ days?/);
  });
});

test('a draft is saved, then edited and saved again', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  await signIn(user, '/social/posts');
  await expectScreenReady(page);
  await page.getByTestId('post-text').fill('First thoughts');
  await page.getByTestId('save-draft').click();
  await expect(page.getByTestId('toast')).toContainText('Draft saved');
  await expect(page).toHaveURL(/status=draft/);

  await page.getByTestId('post-item').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/social\/posts\/[0-9a-f-]+\/edit$/);
  await expect(page.getByTestId('post-text')).toHaveValue('First thoughts');
  await page.getByTestId('post-text').fill('Second thoughts, better');
  await page.getByRole('link', { name: 'Back to posts' }).click();
  const leave = page.getByTestId('confirm-dialog');
  await expect(leave.getByRole('heading', { name: 'Leave without saving?' })).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByTestId('post-text')).toHaveValue('Second thoughts, better');
  await page.getByTestId('save-draft').click();
  await expect(page.getByTestId('toast')).toContainText('Post updated');
  await expect(page).toHaveURL(/\/social\/posts\?status=draft$/);
  await expect(page.getByTestId('post-item')).toContainText('Second thoughts, better');

  const drafts = await listPosts(request, user, 'draft');
  expect(drafts.map((post) => post.content)).toEqual(['Second thoughts, better']);
});

test('a scheduled post is deleted after confirming', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  const created = await request.post('/api/social/posts', {
    headers: await authHeaders(request, user.token),
    data: {
      content: 'To be deleted',
      targets: ['feed'],
      action: 'schedule',
      scheduled_for: `${dhakaTomorrow()}T10:00`,
      time_zone: 'Asia/Dhaka',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(user, '/social/posts?status=scheduled');
  await expectScreenReady(page);
  await page.getByTestId('post-item').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog.getByRole('heading', { name: 'Delete this scheduled post?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Post deleted successfully');
  await expect(page.getByText('Nothing scheduled')).toBeVisible();
  expect(await listPosts(request, user, 'scheduled')).toEqual([]);
});

test('a text too long for LinkedIn blocks publishing there', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  await withDatabase(async (client) => {
    await client.query(
      `insert into social_connections (user_id, platform, external_id, name, access_token_encrypted, status)
       values ($1, 'linkedin', $2, 'Rina on LinkedIn', 'not-a-real-token', 'active'),
              ($1, 'facebook', $3, 'Old Page', 'not-a-real-token', 'expired')`,
      [user.id, `urn:li:person:${user.id}`, `page-${user.id}`],
    );
  });
  await signIn(user, '/social/posts');
  await expectScreenReady(page);
  const expired = page.getByRole('switch', { name: /Old Page/ });
  await expect(expired).toBeDisabled();
  await expect(page.getByText('Facebook · Access expired: Reconnect')).toBeVisible();

  await page.getByRole('switch', { name: /Rina on LinkedIn/ }).check();
  await page.getByTestId('post-text').fill('a'.repeat(3001));
  await expect(page.getByTestId('count-linkedin')).toContainText('1 over the limit of 3,000');
  await expect(page.getByTestId('count-feed')).not.toHaveAttribute('data-over');
  await expect(page.getByTestId('publish-post')).toBeDisabled();
  await page.getByRole('tab', { name: 'LinkedIn' }).click();
  await expect(page.getByTestId('preview-linkedin').getByRole('button', { name: '…see more' })).toBeVisible();

  await page.getByRole('switch', { name: /Rina on LinkedIn/ }).uncheck();
  await expect(page.getByTestId('publish-post')).toBeEnabled();
});
