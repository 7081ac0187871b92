import type { APIRequestContext } from '@playwright/test';
import { expect, type TTestUser } from './fixtures.ts';
import { authHeaders } from './money.ts';

/*
 * State for the social specs, made through the API: a signed-in call that must succeed, and a post
 * published to the feed now.
 */

/** A signed-in API call that must succeed; answers its `data`. */
export async function apiCall<T>(
  request: APIRequestContext,
  user: TTestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.fetch(url, { method, data, headers: await authHeaders(request, user.token) });
  const json = await answer.json();
  expect(answer.ok(), `${method} ${url}: ${JSON.stringify(json)}`).toBeTruthy();
  return json.data as T;
}

/** Publishes a post to the feed now (as the author, or as their business) and answers its id. */
export async function publishPost(
  request: APIRequestContext,
  author: TTestUser,
  content: string,
  businessId?: string,
): Promise<string> {
  const post = await apiCall<{ id: string; status: string }>(request, author, 'POST', '/api/social/posts', {
    content,
    targets: ['feed'],
    action: 'publish',
    ...(businessId ? { business_id: businessId } : {}),
  });
  expect(post.status).toBe('published');
  return post.id;
}
