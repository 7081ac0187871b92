import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorError, type TConnectedPage, type TOutgoingPost } from './connector-types.ts';
import { facebookConnector } from './facebook-connector.ts';
import { startFacebookStandIn, type TFacebookStandIn } from './facebook-stand-in.ts';

/*
 * The Facebook Pages connector against a local stand-in of the Graph API endpoints it calls:
 * connecting (code → token → long-lived token → Pages), each kind of post, and each refusal mapped
 * to its ConnectorError (rate limit, expired token, rejected media, server error, no answer).
 */

let fb: TFacebookStandIn;
const redirectUri = 'http://localhost:3000/social/connections/callback/facebook';
const connector = () =>
  facebookConnector({ appId: fb.appId, appSecret: fb.appSecret, graphBase: fb.graphBase, timeoutMs: 1500 });
const page = (): TConnectedPage => ({
  id: '00000000-0000-4000-8000-000000000001',
  platform: 'facebook',
  externalId: fb.pages[0]?.id ?? '',
  name: fb.pages[0]?.name ?? '',
  accessToken: fb.pages[0]?.token ?? '',
});
const post = (over: Partial<TOutgoingPost> = {}): TOutgoingPost => ({
  text: 'Fresh tea today #dhaka',
  images: [],
  video: null,
  link: null,
  ...over,
});
const image = (n: number) => ({ url: `https://haat.test/uploads/social/${n}.webp`, alt: `Photo ${n}` });

async function failureOf(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

beforeAll(async () => {
  fb = await startFacebookStandIn();
});
afterAll(async () => {
  await fb.stop();
});
beforeEach(() => {
  fb.setMode('success');
  fb.requests.length = 0;
  fb.refused.length = 0;
});

describe('connecting', () => {
  it('sends the person to the Login dialog with the app, the redirect, the state and the Pages scopes', () => {
    const url = new URL(connector().authorizeUrl({ state: 'abc.def', redirectUri }));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fb.appId,
      redirect_uri: redirectUri,
      state: 'abc.def',
      response_type: 'code',
    });
    expect(url.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['pages_show_list', 'pages_manage_posts', 'pages_read_engagement']),
    );
  });

  it('exchanges the code and lists the Pages the person may post to, across pages of results', async () => {
    const { pages } = await connector().connect({ code: fb.issueCode(redirectUri), redirectUri });
    expect(fb.refused).toEqual([]);
    expect(pages).toEqual(
      fb.pages.map((p) => ({ externalId: p.id, name: p.name, accessToken: p.token, expiresAt: null })),
    );
  });

  it('refuses a code the dialog did not give, or given for another redirect', async () => {
    const unknown = await failureOf(connector().connect({ code: 'AQnotissued', redirectUri }));
    expect(unknown.failure).toBe('rejected');
    expect(unknown.message).toContain('#100');
    const elsewhere = await failureOf(
      connector().connect({ code: fb.issueCode('https://evil.test/cb'), redirectUri }),
    );
    expect(elsewhere.failure).toBe('rejected');
  });
});

describe('publishing', () => {
  it('posts text with its link to the Page feed', async () => {
    const done = await connector().publish(page(), post({ link: 'https://haat.test/social/posts/1' }));
    expect(fb.refused).toEqual([]);
    expect(fb.requests).toEqual([
      {
        method: 'POST',
        path: `/${page().externalId}/feed`,
        params: { message: 'Fresh tea today #dhaka', link: 'https://haat.test/social/posts/1' },
      },
    ]);
    expect(done.externalId).toMatch(new RegExp(`^${page().externalId}_\\d+$`));
    expect(done.url).toBe(`https://www.facebook.com/${done.externalId}`);
  });

  it('posts one image as a photo with the caption and alt text', async () => {
    const done = await connector().publish(page(), post({ images: [image(1)] }));
    expect(fb.refused).toEqual([]);
    expect(fb.requests).toEqual([
      {
        method: 'POST',
        path: `/${page().externalId}/photos`,
        params: { url: image(1).url, caption: 'Fresh tea today #dhaka', alt_text_custom: 'Photo 1' },
      },
    ]);
    expect(done.externalId).toMatch(new RegExp(`^${page().externalId}_\\d+$`));
  });

  it('uploads several images unpublished, then one feed post attaching them', async () => {
    await connector().publish(page(), post({ images: [image(1), image(2), image(3)] }));
    expect(fb.refused).toEqual([]);
    expect(fb.requests.map((r) => r.path)).toEqual([
      `/${page().externalId}/photos`,
      `/${page().externalId}/photos`,
      `/${page().externalId}/photos`,
      `/${page().externalId}/feed`,
    ]);
    expect(fb.requests.slice(0, 3).every((r) => r.params.published === 'false')).toBe(true);
    const feed = fb.requests[3]?.params ?? {};
    expect(feed.message).toBe('Fresh tea today #dhaka');
    const attached = [0, 1, 2].map((i) => JSON.parse(feed[`attached_media[${i}]`] ?? '{}').media_fbid);
    expect(attached.every((id) => /^photo-\d+$/.test(id))).toBe(true);
    expect(new Set(attached).size).toBe(3);
  });

  it('posts a video by its URL with the description', async () => {
    const done = await connector().publish(
      page(),
      post({ video: { url: 'https://haat.test/uploads/social/v.mp4' }, link: 'https://haat.test/p/1' }),
    );
    expect(fb.requests).toEqual([
      {
        method: 'POST',
        path: `/${page().externalId}/videos`,
        params: {
          file_url: 'https://haat.test/uploads/social/v.mp4',
          description: 'Fresh tea today #dhaka\n\nhttps://haat.test/p/1',
        },
      },
    ]);
    expect(done.externalId).toMatch(/^\d+$/);
  });
});

describe('refusals', () => {
  it('a Page request limit (code 32) is rate_limited with the wait Facebook estimates', async () => {
    fb.setMode('rate_limit');
    const error = await failureOf(connector().publish(page(), post()));
    expect(error.failure).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(error.retryAfterSeconds).toBe(300);
  });

  it('HTTP 429 is rate_limited with its Retry-After', async () => {
    fb.setMode('http_429');
    const error = await failureOf(connector().publish(page(), post({ images: [image(1)] })));
    expect(error).toMatchObject({ failure: 'rate_limited', retryAfterSeconds: 120 });
  });

  it('an expired token (code 190) is token_expired, not retried', async () => {
    fb.setMode('expired_token');
    const error = await failureOf(connector().publish(page(), post()));
    expect(error.failure).toBe('token_expired');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('#190/463');
  });

  it('rejected media (code 324) is rejected with Facebook’s words', async () => {
    fb.setMode('rejected_media');
    for (const media of [
      { images: [image(1)] },
      { images: [image(1), image(2)] },
      { video: { url: 'https://haat.test/v.mp4' } },
    ]) {
      const error = await failureOf(connector().publish(page(), post(media)));
      expect(error.failure).toBe('rejected');
      expect(error.message).toBe('Facebook (#324): (#324) Missing or invalid image file');
    }
  });

  it('a server error is unavailable (retried)', async () => {
    fb.setMode('server_error');
    const error = await failureOf(connector().publish(page(), post()));
    expect(error.failure).toBe('unavailable');
    expect(error.retryable).toBe(true);
  });

  it('no answer in time, or nobody listening, is unavailable', async () => {
    fb.setMode('hang');
    expect((await failureOf(connector().publish(page(), post()))).failure).toBe('unavailable');
    const nowhere = facebookConnector({
      appId: fb.appId,
      appSecret: fb.appSecret,
      graphBase: 'http://127.0.0.1:9/v21.0',
      timeoutMs: 1000,
    });
    expect((await failureOf(nowhere.publish(page(), post()))).failure).toBe('unavailable');
  });

  it('a token of another Page is refused by the platform (rejected or expired, never published)', async () => {
    const other = { ...page(), accessToken: fb.pages[1]?.token ?? '' };
    const error = await failureOf(connector().publish(other, post()));
    expect(error.failure).toBe('token_expired');
    expect(fb.refused.at(-1)?.message).toContain('Invalid OAuth access token');
  });
});

describe('reading a post’s numbers back', () => {
  beforeEach(() => {
    fb.denyInsights(false);
    fb.reads.length = 0;
  });

  it('reads reactions, comments, shares and unique views of a post, signed like every call', async () => {
    const { externalId } = await connector().publish(page(), post());
    fb.setMetrics(externalId, { reactions: 12, comments: 4, shares: 3, views: 250 });
    expect(await connector().readMetrics?.(page(), externalId)).toEqual({
      likes: 12,
      comments: 4,
      shares: 3,
      views: 250,
    });
    expect(fb.refused).toEqual([]);
    expect(fb.reads).toEqual([
      {
        method: 'GET',
        path: `/${externalId}`,
        params: {
          fields:
            'reactions.limit(0).summary(total_count),comments.limit(0).summary(total_count),shares,insights.metric(post_total_media_view_unique)',
        },
      },
    ]);
  });

  it('counts no shares as 0 (Facebook leaves the field out), and a video has none to tell', async () => {
    const { externalId } = await connector().publish(page(), post());
    fb.setMetrics(externalId, { reactions: 1 });
    expect(await connector().readMetrics?.(page(), externalId)).toEqual({
      likes: 1,
      comments: 0,
      shares: 0,
      views: 0,
    });
    const video = await connector().publish(page(), post({ video: { url: 'https://haat.test/v.mp4' } }));
    fb.setMetrics(video.externalId, { reactions: 5, comments: 2, views: 40 });
    expect(await connector().readMetrics?.(page(), video.externalId)).toEqual({
      likes: 5,
      comments: 2,
      shares: null,
      views: 40,
    });
    expect(fb.refused).toEqual([]);
  });

  it('without the permission to read insights, the counts still come and views are null', async () => {
    const { externalId } = await connector().publish(page(), post());
    fb.setMetrics(externalId, { reactions: 7, comments: 1, shares: 2, views: 99 });
    fb.denyInsights(true);
    expect(await connector().readMetrics?.(page(), externalId)).toEqual({
      likes: 7,
      comments: 1,
      shares: 2,
      views: null,
    });
    expect(fb.reads.map((read) => read.params.fields?.includes('insights'))).toEqual([true, false]);
  });

  it('an expired token is token_expired; a rate limit rate_limited; a post gone is rejected', async () => {
    const { externalId } = await connector().publish(page(), post());
    fb.setMode('expired_token');
    expect((await failureOf(connector().readMetrics?.(page(), externalId) as Promise<unknown>)).failure).toBe(
      'token_expired',
    );
    fb.setMode('rate_limit');
    expect(await failureOf(connector().readMetrics?.(page(), externalId) as Promise<unknown>)).toMatchObject({
      failure: 'rate_limited',
      retryAfterSeconds: 300,
    });
    fb.setMode('success');
    const gone = await failureOf(
      connector().readMetrics?.(page(), `${page().externalId}_1`) as Promise<unknown>,
    );
    expect(gone.failure).toBe('rejected');
    expect(gone.message).toContain('does not exist');
  });
});
