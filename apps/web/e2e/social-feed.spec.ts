import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  registerUser,
  type TTestUser,
  test,
} from './fixtures.ts';
import { apiCall, publishPost } from './social.ts';

/*
 * The community feed (`/social`, issue 16 item 4): posts are published and follows made through the
 * API; each test then checks one screen — the feed's contents, a like that survives a reload, a
 * comment and its reply, a second report, following from a business page, and the right panel.
 */

type TBusiness = { id: string; slug: string; name: string };

async function business(request: APIRequestContext, owner: TTestUser, name: string): Promise<TBusiness> {
  return apiCall<TBusiness>(request, owner, 'POST', '/api/my/businesses', {
    name: `${name} ${Date.now()}`,
    type: 'retail',
    country: 'BD',
    district: 'bd-dhaka',
    city: 'Dhaka',
  });
}

async function followBusiness(request: APIRequestContext, user: TTestUser, id: string) {
  await apiCall(request, user, 'PUT', `/api/social/follows/businesses/${id}`, {});
}

/** The first post of the feed whose words include `text`. */
const itemWith = (page: import('@playwright/test').Page, text: string) =>
  page.getByTestId('feed-item').filter({ hasText: text });

test('the feed shows a followed business’s post and your own, newest first, with links made safe', async ({
  page,
  request,
  signIn,
}) => {
  const owner = await registerUser(request, { name: 'Shop Owner' });
  const shop = await business(request, owner, 'Nakshi Crafts');
  const stranger = await registerUser(request, { name: 'Stranger' });
  const me = await registerUser(request, { name: 'Feed Reader' });
  await publishPost(request, owner, 'New #NakshiKatha quilts https://example.com/quilts.', shop.id);
  await publishPost(request, stranger, 'Nobody follows me');
  await followBusiness(request, me, shop.id);
  await publishPost(request, me, 'My own first post');

  await signIn(me, '/social');
  await expectScreenReady(page);
  const items = page.getByTestId('feed-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('My own first post');
  const shopPost = itemWith(page, 'quilts');
  await expect(shopPost.getByRole('link', { name: shop.name })).toHaveAttribute('href', `/b/${shop.slug}`);
  await expect(shopPost.getByTestId('hashtag')).toHaveText('#NakshiKatha');
  const link = shopPost.getByRole('link', { name: 'https://example.com/quilts' });
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(shopPost.locator('time')).toHaveAttribute('title', /\d/);
  await expect(page.getByText('Nobody follows me')).toHaveCount(0);
  await expect(page.getByTestId('write-post')).toHaveAttribute('href', '/social/posts');
  await expectNoSeriousViolations(page);
});

test('a like toggles at once and the count agrees after a reload', async ({ page, request, signIn }) => {
  const author = await registerUser(request, { name: 'Liked Author' });
  const me = await registerUser(request, { name: 'Liker' });
  await apiCall(request, me, 'PUT', `/api/social/follows/users/${author.id}`, {});
  await publishPost(request, author, 'Fresh mangoes from Rajshahi');

  await signIn(me, '/social');
  const post = itemWith(page, 'Fresh mangoes');
  const like = post.getByTestId('like-button');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByTestId('like-count')).toHaveText('1 like');
  await page.reload();
  await expect(itemWith(page, 'Fresh mangoes').getByTestId('like-button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(itemWith(page, 'Fresh mangoes').getByTestId('like-count')).toHaveText('1 like');
  await itemWith(page, 'Fresh mangoes').getByTestId('like-button').click();
  await expect(itemWith(page, 'Fresh mangoes').getByTestId('like-count')).toHaveText('0 likes');
  await page.reload();
  await expect(itemWith(page, 'Fresh mangoes').getByTestId('like-button')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a comment and a reply to it show inline, the reply indented, and the count follows', async ({
  page,
  request,
  signIn,
}) => {
  const me = await registerUser(request, { name: 'Commenter' });
  await publishPost(request, me, 'Which tea do you like?');

  await signIn(me, '/social');
  const post = itemWith(page, 'Which tea');
  await post.getByTestId('comment-button').click();
  await expect(post.getByText('No comments yet')).toBeVisible();
  await post.getByTestId('comment-form').getByRole('textbox').fill('Sylhet green tea');
  await post.getByTestId('comment-form').getByRole('button', { name: 'Send' }).click();
  const comment = post.getByTestId('comment').filter({ hasText: 'Sylhet green tea' });
  await expect(comment).toBeVisible();
  await comment.getByRole('button', { name: 'Reply' }).click();
  await post.getByTestId('reply-form').getByRole('textbox').fill('Same here!');
  await post.getByTestId('reply-form').getByRole('button', { name: 'Send' }).click();
  await expect(post.getByTestId('replies').getByText('Same here!')).toBeVisible();
  await expect(post.getByTestId('comment-count')).toHaveText('2 comments');
  await expectNoSeriousViolations(page);
});

test('reporting a post twice says it was already reported', async ({ page, request, signIn }) => {
  const author = await registerUser(request, { name: 'Spammy Author' });
  const me = await registerUser(request, { name: 'Reporter' });
  await apiCall(request, me, 'PUT', `/api/social/follows/users/${author.id}`, {});
  await publishPost(request, author, 'Buy followers cheap');

  await signIn(me, '/social');
  const post = itemWith(page, 'Buy followers');
  for (const round of [1, 2]) {
    await post.getByTestId('report-button').click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByTestId('report-note').fill(`Round ${round}`);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    if (round === 1) await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId('already-reported')).toHaveText(/already reported/);
  await expectNoSeriousViolations(page);
});

test('following from a business page changes its count and the follower’s feed and panel', async ({
  page,
  request,
  signIn,
}) => {
  const owner = await registerUser(request, { name: 'Bakery Owner' });
  const shop = await business(request, owner, 'Dhaka Bakery');
  await publishPost(request, owner, 'Fresh bread at 7 am', shop.id);
  const me = await registerUser(request, { name: 'Bread Fan' });
  await publishPost(request, me, 'Hello community');
  await apiCall(request, owner, 'PUT', `/api/social/follows/users/${me.id}`, {});

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(me, `/b/${shop.slug}`);
  const follow = page.getByTestId('business-follow');
  await expect(follow.getByTestId('business-followers')).toHaveText('0 followers');
  await follow.getByRole('button', { name: `Follow ${shop.name}` }).click();
  await expect(follow.getByRole('button', { name: `Follow ${shop.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(follow.getByTestId('business-followers')).toHaveText('1 follower');
  await page.reload();
  await expect(page.getByTestId('business-followers')).toHaveText('1 follower');
  await expectNoSeriousViolations(page);

  // The right panel counts the follower's own posts and followers.
  const panel = page.getByTestId('right-panel');
  await expect(panel.getByTestId('panel-posts')).toHaveText('1');
  await expect(panel.getByTestId('panel-followers')).toHaveText('1');

  await page.goto('/social');
  await expect(itemWith(page, 'Fresh bread')).toBeVisible();
});

test('a guest sees Follow on a business page leading to sign-in', async ({ page, request }) => {
  const owner = await registerUser(request, { name: 'Guest View Owner' });
  const shop = await business(request, owner, 'Guest Shop');
  await page.goto(`/b/${shop.slug}`);
  const follow = page.getByTestId('follow-sign-in');
  await expect(follow).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/b/${shop.slug}`)}`);
});
