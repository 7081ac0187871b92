import type { FastifyInstance } from 'fastify';
import { call, TEST_APP_KEY, type TTestApp } from '../../../../test/test-app.ts';
import { socialConnections } from '../../../db/schema/social.ts';
import { encryptSecret } from '../../../lib/encryption.ts';
import { multipartBody } from '../../cards/cards-test-helpers.ts';
import type { TConnectorRegistry, TSocialConnector } from '../connectors/connector-types.ts';
import type { TPostJobDeps } from './post-deps.ts';

/** Uploads a file as post media; answers the response. */
export function uploadMedia(app: FastifyInstance, token: string, data: Buffer, type = 'image/jpeg') {
  const body = multipartBody('file', 'media.bin', type, data);
  return app.inject({
    method: 'POST',
    url: '/api/social/media',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A connected page of the user, written straight to the table (the connect flow is another area's). */
export async function addConnection(
  t: TTestApp,
  userId: string,
  options: { platform?: 'facebook' | 'linkedin'; name?: string; status?: 'active' | 'expired' } = {},
) {
  const [row] = await t.database.db
    .insert(socialConnections)
    .values({
      userId,
      platform: options.platform ?? 'facebook',
      externalId: `page-${Math.random().toString(36).slice(2)}`,
      name: options.name ?? 'Dhaka Tea House page',
      accessTokenEncrypted: encryptSecret(TEST_APP_KEY, 'social-token', 'page-token-secret'),
      status: options.status ?? 'active',
    })
    .returning();
  if (!row) throw new Error('connection insert returned nothing');
  return row;
}

/** Writes a post through the API; answers the response. */
export function writePost(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/social/posts', { token, body: { targets: ['feed'], ...body } });
}

/** A wall-clock time `minutes` from now in `timeZone` (`YYYY-MM-DDTHH:mm`), rounded up to the minute. */
export function localIn(minutes: number, timeZone: string): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A stand-in connector: `publish` runs `behaviour` with the call's number (1, 2, …). */
export function fakeConnector(
  platform: 'facebook' | 'linkedin',
  behaviour: (call: number) => Promise<{ externalId: string; url: string | null }>,
) {
  const calls: { pageId: string; text: string; images: number }[] = [];
  const connector: TSocialConnector = {
    platform,
    authorizeUrl: () => 'http://stand-in/authorize',
    connect: async () => ({ pages: [] }),
    async publish(page, post) {
      calls.push({ pageId: page.id, text: post.text, images: post.images.length });
      return behaviour(calls.length);
    },
  };
  return { connector, calls };
}

/** The publish job's deps on a test app, with the given connectors. */
export function jobDeps(app: FastifyInstance, connectors: TConnectorRegistry = {}): TPostJobDeps {
  return { ...app.deps, storage: app.storage, jobs: app.jobs, connectors };
}
