import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, TEST_APP_KEY, type TTestApp } from '../../../../test/test-app.ts';
import { securityEvents } from '../../../db/schema/audit.ts';
import { posts, postTargets, socialConnections } from '../../../db/schema/social.ts';
import { decryptSecret } from '../../../lib/encryption.ts';
import { startFacebookStandIn, type TFacebookStandIn } from './facebook-stand-in.ts';
import { startLinkedinStandIn, type TLinkedinStandIn } from './linkedin-stand-in.ts';
import { signState } from './oauth-state.ts';

/*
 * Connecting and disconnecting external pages through the API (issue 16 item 5), with both
 * connectors pointed at local stand-ins: the consent URL, the signed state (forged, someone else's,
 * expired or for another platform → refused before the platform is asked), pages saved with their
 * tokens encrypted and never answered, refusals of the platform, and disconnecting.
 */

let t: TTestApp;
let fb: TFacebookStandIn;
let li: TLinkedinStandIn;
/** Every answer body of the file, to check no token ever appears in one. */
const bodies: string[] = [];

async function api(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | undefined,
  body?: unknown,
) {
  const response = await call(t.app, method, url, { token, body });
  bodies.push(response.body);
  return response;
}

/** Starts a connection; answers the consent URL's state and redirect URI. */
async function start(token: string, platform: 'facebook' | 'linkedin') {
  const response = await api('POST', `/api/social/connections/${platform}/start`, token);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().data.url);
  return {
    url,
    state: url.searchParams.get('state') ?? '',
    redirectUri: url.searchParams.get('redirect_uri') ?? '',
  };
}

beforeAll(async () => {
  [fb, li] = await Promise.all([startFacebookStandIn(), startLinkedinStandIn()]);
  t = await createTestApp({
    rateLimitFactor: 50,
    social: {
      facebook: { appId: fb.appId, appSecret: fb.appSecret, graphBase: fb.graphBase },
      linkedin: {
        clientId: li.clientId,
        clientSecret: li.clientSecret,
        apiBase: li.apiBase,
        oauthBase: li.oauthBase,
        version: '202601',
      },
    },
  });
});
afterAll(async () => {
  const stored = await t.database.db.select().from(socialConnections);
  const tokens = [
    ...fb.pages.map((p) => p.token),
    ...stored.map((row) => decryptSecret(TEST_APP_KEY, 'social-token', row.accessTokenEncrypted) ?? ''),
    fb.appSecret,
    li.clientSecret,
  ];
  expect(stored.length).toBeGreaterThan(0);
  expect(tokens.every(Boolean)).toBe(true);
  for (const body of bodies) for (const token of tokens) expect(body).not.toContain(token);
  await t.close();
  await Promise.all([fb.stop(), li.stop()]);
});
beforeEach(() => {
  fb.setMode('success');
  li.setMode('success');
});

describe('what can be connected', () => {
  it('lists no pages at first, and both configured platforms', async () => {
    const person = await registerUser(t.app);
    const response = await api('GET', '/api/social/connections', person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ connections: [], available: ['facebook', 'linkedin'] });
    expect((await api('GET', '/api/social/connections', undefined)).statusCode).toBe(401);
  });

  it('answers the consent URL with the redirect to the web’s callback screen and a signed state', async () => {
    const person = await registerUser(t.app);
    const { url, state, redirectUri } = await start(person.token, 'facebook');
    expect(url.origin).toBe('https://www.facebook.com');
    expect(url.searchParams.get('client_id')).toBe(fb.appId);
    expect(redirectUri).toBe('http://localhost:3000/social/connections/callback/facebook');
    expect(state).toMatch(/^[\w-]+\.[\w-]+$/);
    const linkedin = await start(person.token, 'linkedin');
    expect(linkedin.url.href.startsWith(`${li.oauthBase}/authorization?`)).toBe(true);
    const unknown = await api('POST', '/api/social/connections/twitter/start', person.token);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.platform).toEqual(['Choose Facebook or LinkedIn']);
  });

  it('offers nothing when no connector is configured (404 to start)', async () => {
    const off = await createTestApp({}, { connectors: {} });
    try {
      const person = await registerUser(off.app);
      const list = await call(off.app, 'GET', '/api/social/connections', { token: person.token });
      expect(list.json().data.available).toEqual([]);
      const started = await call(off.app, 'POST', '/api/social/connections/facebook/start', {
        token: person.token,
      });
      expect(started.statusCode).toBe(404);
      expect(started.json().message).toBe('This platform cannot be connected here yet');
    } finally {
      await off.close();
    }
  });
});

describe('finishing a connection', () => {
  it('saves every Facebook Page with its token encrypted, answers them without tokens, and records it', async () => {
    const person = await registerUser(t.app);
    const { state, redirectUri } = await start(person.token, 'facebook');
    const response = await api('POST', '/api/social/connections/facebook/finish', person.token, {
      code: fb.issueCode(redirectUri),
      state,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Pages connected');
    const data = response.json().data as Record<string, unknown>[];
    expect(data.map((c) => [c.platform, c.external_id, c.name, c.status])).toEqual(
      fb.pages.map((p) => ['facebook', p.id, p.name, 'active']),
    );
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(
      [
        'created_at',
        'external_id',
        'id',
        'name',
        'platform',
        'status',
        'token_expires_at',
        'updated_at',
      ].sort(),
    );

    const rows = await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.userId, person.user.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const page = fb.pages.find((p) => p.id === row.externalId);
      expect(row.accessTokenEncrypted).toMatch(/^v1\./);
      expect(row.accessTokenEncrypted).not.toContain(page?.token);
      expect(decryptSecret(TEST_APP_KEY, 'social-token', row.accessTokenEncrypted)).toBe(page?.token);
    }
    const list = await api('GET', '/api/social/connections', person.token);
    expect(list.json().data.connections).toHaveLength(2);

    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, person.user.id), eq(securityEvents.action, 'social_connected')));
    expect(event?.detail).toMatchObject({ platform: 'facebook' });
  });

  it('connecting the same Page again updates it in place and makes it active again', async () => {
    const person = await registerUser(t.app);
    const first = await start(person.token, 'facebook');
    const before = (
      await api('POST', '/api/social/connections/facebook/finish', person.token, {
        code: fb.issueCode(first.redirectUri),
        state: first.state,
      })
    ).json().data as { id: string }[];
    await t.database.db
      .update(socialConnections)
      .set({ status: 'expired' })
      .where(eq(socialConnections.userId, person.user.id));
    const again = await start(person.token, 'facebook');
    const after = (
      await api('POST', '/api/social/connections/facebook/finish', person.token, {
        code: fb.issueCode(again.redirectUri),
        state: again.state,
      })
    ).json().data as { id: string; status: string }[];
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(after.every((c) => c.status === 'active')).toBe(true);
  });

  it('saves the LinkedIn person and the organisations they administer', async () => {
    const person = await registerUser(t.app);
    const { state, redirectUri } = await start(person.token, 'linkedin');
    const response = await api('POST', '/api/social/connections/linkedin/finish', person.token, {
      code: li.issueCode(redirectUri),
      state,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { external_id: string; name: string; token_expires_at: string }[];
    expect(data.map((c) => [c.external_id, c.name])).toEqual(
      expect.arrayContaining([
        [`urn:li:person:${li.sub}`, 'Rahim Uddin'],
        [`urn:li:organization:${li.organization.id}`, li.organization.name],
      ]),
    );
    expect(new Date(data[0]?.token_expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it('refuses a forged state, another person’s, an expired one or one for another platform, asking nothing of the platform', async () => {
    const person = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { state, redirectUri } = await start(person.token, 'facebook');
    const theirs = await start(other.token, 'facebook');
    const [payload, signature] = state.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), u: other.user.id }),
    ).toString('base64url');
    const expired = signState(
      TEST_APP_KEY,
      { userId: person.user.id, platform: 'facebook' },
      new Date(Date.now() - 11 * 60_000),
    );
    const linkedinState = (await start(person.token, 'linkedin')).state;
    const code = fb.issueCode(redirectUri);
    const refusals = [
      { token: other.token, state }, // someone else's link
      { token: person.token, state: theirs.state }, // another person's state
      { token: other.token, state: `${forgedPayload}.${signature}` }, // payload changed
      { token: person.token, state: `${payload}.${'A'.repeat(43)}` }, // signature forged
      { token: person.token, state: expired },
      { token: person.token, state: linkedinState },
      { token: person.token, state: 'garbage' },
    ];
    for (const refusal of refusals) {
      const response = await api('POST', '/api/social/connections/facebook/finish', refusal.token, {
        code,
        state: refusal.state,
      });
      expect(response.statusCode, refusal.state).toBe(422);
      expect(response.json().errors.state).toEqual([
        'This connection link has expired or is not yours. Please start again',
      ]);
    }
    const rows = await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.userId, other.user.id));
    expect(rows).toEqual([]);
    // The code was never spent: the right person with the right state still connects with it.
    const good = await api('POST', '/api/social/connections/facebook/finish', person.token, { code, state });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('a code the platform refuses is 422 on `code`; a platform down is 503; bad input is 422', async () => {
    const person = await registerUser(t.app);
    const { state } = await start(person.token, 'facebook');
    const refused = await api('POST', '/api/social/connections/facebook/finish', person.token, {
      code: 'AQnot-a-real-code',
      state,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual([
      'The platform did not accept this connection. Please start again',
    ]);
    fb.setMode('server_error');
    const down = await api('POST', '/api/social/connections/facebook/finish', person.token, {
      code: 'x',
      state,
    });
    expect(down.statusCode).toBe(503);
    fb.setMode('http_429');
    const busy = await api('POST', '/api/social/connections/facebook/finish', person.token, {
      code: 'x',
      state,
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('120');
    const empty = await api('POST', '/api/social/connections/facebook/finish', person.token, {
      code: '',
      state: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['code', 'state']);
  });
});

describe('disconnecting', () => {
  it('removes the person’s own page with its tokens; posts waiting for it fail; others get 404', async () => {
    const person = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const { state, redirectUri } = await start(person.token, 'facebook');
    const connected = (
      await api('POST', '/api/social/connections/facebook/finish', person.token, {
        code: fb.issueCode(redirectUri),
        state,
      })
    ).json().data as { id: string }[];
    const id = connected[0]?.id ?? '';

    const [post] = await t.database.db
      .insert(posts)
      .values({
        authorId: person.user.id,
        content: 'Later',
        status: 'scheduled',
        scheduledAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: posts.id });
    await t.database.db.insert(postTargets).values({
      postId: post?.id ?? '',
      platform: 'facebook',
      connectionId: id,
      targetName: 'Rahim Tea House',
    });

    const theirs = await api('DELETE', `/api/social/connections/${id}`, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect((await api('DELETE', '/api/social/connections/not-a-uuid', person.token)).statusCode).toBe(422);

    const response = await api('DELETE', `/api/social/connections/${id}`, person.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Page disconnected');
    expect(response.json().data.connections.map((c: { id: string }) => c.id)).toEqual([connected[1]?.id]);
    const gone = await t.database.db.select().from(socialConnections).where(eq(socialConnections.id, id));
    expect(gone).toEqual([]);
    const [target] = await t.database.db
      .select()
      .from(postTargets)
      .where(eq(postTargets.postId, post?.id ?? ''));
    expect(target).toMatchObject({ status: 'failed', connectionId: null, targetName: 'Rahim Tea House' });
    expect(target?.error).toMatch(/disconnected/);
    expect((await api('DELETE', `/api/social/connections/${id}`, person.token)).statusCode).toBe(404);
  });
});
