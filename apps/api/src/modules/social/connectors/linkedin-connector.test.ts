import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorError, type TConnectedPage, type TOutgoingPost } from './connector-types.ts';
import { linkedinConnector, littleText } from './linkedin-connector.ts';
import { startLinkedinStandIn, type TLinkedinStandIn } from './linkedin-stand-in.ts';

/*
 * The LinkedIn connector against a local stand-in of the endpoints it calls: OAuth, the person and
 * the organisations they administer, posts with text, one image, several images and a video, and
 * each refusal mapped to its ConnectorError.
 */

let li: TLinkedinStandIn;
const redirectUri = 'http://localhost:3000/social/connections/callback/linkedin';
const connector = () =>
  linkedinConnector({
    clientId: li.clientId,
    clientSecret: li.clientSecret,
    apiBase: li.apiBase,
    oauthBase: li.oauthBase,
    version: '202601',
    timeoutMs: 1500,
  });
let token = '';
const page = (externalId = `urn:li:person:${li.sub}`): TConnectedPage => ({
  id: '00000000-0000-4000-8000-000000000002',
  platform: 'linkedin',
  externalId,
  name: 'Rahim Uddin',
  accessToken: token,
});
const post = (over: Partial<TOutgoingPost> = {}): TOutgoingPost => ({
  text: 'New stock (limited) #Dhaka_tea',
  images: [],
  video: null,
  link: null,
  ...over,
});

async function failureOf(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

beforeAll(async () => {
  li = await startLinkedinStandIn();
  const { pages } = await connector().connect({ code: li.issueCode(redirectUri), redirectUri });
  token = pages[0]?.accessToken ?? '';
});
afterAll(async () => {
  await li.stop();
});
beforeEach(() => {
  li.setMode('success');
  li.posts.length = 0;
  li.refused.length = 0;
});

describe('connecting', () => {
  it('sends the person to LinkedIn’s consent page with the posting scopes', () => {
    const url = new URL(connector().authorizeUrl({ state: 's.t', redirectUri }));
    expect(url.origin + url.pathname).toBe(`${li.oauthBase}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: li.clientId,
      redirect_uri: redirectUri,
      state: 's.t',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['w_member_social', 'w_organization_social', 'r_organization_admin']),
    );
  });

  it('lists the person and the organisations they may post for, with the token and its expiry', async () => {
    const before = Date.now();
    const { pages } = await connector().connect({ code: li.issueCode(redirectUri), redirectUri });
    expect(li.refused).toEqual([]);
    expect(pages.map((p) => [p.externalId, p.name])).toEqual([
      [`urn:li:person:${li.sub}`, 'Rahim Uddin'],
      [`urn:li:organization:${li.organization.id}`, li.organization.name],
    ]);
    const expires = pages[0]?.expiresAt?.getTime() ?? 0;
    expect(expires).toBeGreaterThanOrEqual(before + 5_184_000_000 - 5000);
    expect(pages[0]?.accessToken).toMatch(/^AQV/);
  });

  it('refuses a code LinkedIn did not give, or for another redirect', async () => {
    expect((await failureOf(connector().connect({ code: 'nope', redirectUri }))).failure).toBe('rejected');
    const other = await failureOf(
      connector().connect({ code: li.issueCode('https://evil.test/cb'), redirectUri }),
    );
    expect(other.failure).toBe('rejected');
    expect(other.message).toContain('invalid_request');
  });
});

describe('publishing', () => {
  it('posts text with the versioned headers; the URN comes from x-restli-id', async () => {
    const done = await connector().publish(page(), post({ link: 'https://haat.test/p/1' }));
    expect(li.refused).toEqual([]);
    expect(li.posts).toEqual([
      {
        author: `urn:li:person:${li.sub}`,
        commentary: 'New stock \\(limited\\) {hashtag|\\#|Dhaka\\_tea}\n\nhttps://haat.test/p/1',
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
    ]);
    expect(done.externalId).toMatch(/^urn:li:share:\d+$/);
    expect(done.url).toBe(`https://www.linkedin.com/feed/update/${done.externalId}`);
  });

  it('uploads one image (initialize, PUT the bytes) and posts it with its alt text', async () => {
    const org = `urn:li:organization:${li.organization.id}`;
    await connector().publish(page(org), post({ images: [{ url: li.mediaUrl('a.png'), alt: 'A cup' }] }));
    expect(li.refused).toEqual([]);
    const content = li.posts[0]?.content as { media: { id: string; altText: string } };
    expect(content.media).toEqual({ id: expect.stringMatching(/^urn:li:image:/), altText: 'A cup' });
    expect(li.posts[0]?.author).toBe(org);
    expect([...li.uploads.values()].at(-1)).toBe(2008);
  });

  it('posts several images as a multiImage', async () => {
    await connector().publish(
      page(),
      post({ images: [1, 2, 3].map((n) => ({ url: li.mediaUrl(`${n}.png`), alt: '' })) }),
    );
    expect(li.refused).toEqual([]);
    const content = li.posts[0]?.content as { multiImage: { images: { id: string }[] } };
    expect(content.multiImage.images).toHaveLength(3);
    expect(new Set(content.multiImage.images.map((i) => i.id)).size).toBe(3);
  });

  it('uploads a video in the parts asked for and finalizes it before posting', async () => {
    await connector().publish(page(), post({ video: { url: li.mediaUrl('v.mp4') } }));
    expect(li.refused).toEqual([]);
    const content = li.posts[0]?.content as { media: { id: string } };
    expect(content.media.id).toMatch(/^urn:li:video:/);
  });
});

describe('refusals', () => {
  it('429 is rate_limited with its Retry-After', async () => {
    li.setMode('rate_limit');
    const error = await failureOf(connector().publish(page(), post()));
    expect(error).toMatchObject({ failure: 'rate_limited', retryAfterSeconds: 60 });
    expect(error.retryable).toBe(true);
  });

  it('401 is token_expired', async () => {
    li.setMode('expired_token');
    const error = await failureOf(connector().publish(page(), post()));
    expect(error.failure).toBe('token_expired');
    expect(error.message).toBe('LinkedIn (#65601): The token used in the request has expired');
  });

  it('rejected media (400) is rejected with LinkedIn’s words', async () => {
    li.setMode('rejected_media');
    const error = await failureOf(
      connector().publish(page(), post({ images: [{ url: li.mediaUrl('x.png'), alt: '' }] })),
    );
    expect(error.failure).toBe('rejected');
    expect(error.message).toContain('not a supported image');
    expect(li.posts).toEqual([]);
  });

  it('a media file that cannot be read is rejected before anything is created', async () => {
    const error = await failureOf(
      connector().publish(page(), post({ images: [{ url: `${li.apiBase}/nothing-here.png`, alt: '' }] })),
    );
    expect(error.failure).toBe('rejected');
  });

  it('5xx and no answer are unavailable', async () => {
    li.setMode('server_error');
    expect((await failureOf(connector().publish(page(), post()))).failure).toBe('unavailable');
    li.setMode('hang');
    const impatient = linkedinConnector({
      clientId: li.clientId,
      clientSecret: li.clientSecret,
      apiBase: li.apiBase,
      oauthBase: li.oauthBase,
      version: '202601',
      timeoutMs: 250,
    });
    expect((await failureOf(impatient.publish(page(), post()))).failure).toBe('unavailable');
  });
});

describe('little text', () => {
  it('escapes reserved characters and keeps hashtags as hashtags', () => {
    expect(littleText('a_b (c) @d #tag and #x1 not#this')).toBe(
      'a\\_b \\(c\\) \\@d {hashtag|\\#|tag} and {hashtag|\\#|x1} not\\#this',
    );
  });
});

describe('reading a post’s numbers back', () => {
  it('reads likes and comments from socialActions with the versioned headers; no shares or views', async () => {
    const { externalId } = await connector().publish(page(), post());
    li.setMetrics(externalId, { likes: 9, comments: 4 });
    expect(await connector().readMetrics?.(page(), externalId)).toEqual({
      likes: 9,
      comments: 4,
      shares: null,
      views: null,
    });
    expect(li.refused).toEqual([]);
  });

  it('an expired token is token_expired, a rate limit rate_limited, an unknown post rejected', async () => {
    const { externalId } = await connector().publish(page(), post());
    li.setMode('expired_token');
    const read = () => connector().readMetrics?.(page(), externalId) as Promise<unknown>;
    expect((await failureOf(read())).failure).toBe('token_expired');
    li.setMode('rate_limit');
    expect(await failureOf(read())).toMatchObject({ failure: 'rate_limited', retryAfterSeconds: 60 });
    li.setMode('success');
    const unknown = await failureOf(connector().readMetrics?.(page(), 'urn:li:share:1') as Promise<unknown>);
    expect(unknown.failure).toBe('rejected');
  });
});
