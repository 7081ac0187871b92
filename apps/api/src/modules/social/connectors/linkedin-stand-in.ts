import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the LinkedIn endpoints the connector calls (tests only), answering as
 * documented: `POST /oauth/v2/accessToken` (form) → `{ access_token, expires_in, scope }`;
 * `GET /v2/userinfo` → `{ sub, name }`; `GET /rest/organizationAcls?q=roleAssignee` → `{ elements }`;
 * `GET /rest/organizations/{id}` → `{ localizedName }`; `POST /rest/images?action=initializeUpload`
 * → `{ value: { uploadUrl, image } }` and the PUT of the bytes; the Videos API's initialize, part
 * PUTs (ETag) and finalize; `POST /rest/posts` → 201 with the post's URN in `x-restli-id`;
 * `GET /rest/socialActions/{urn}` → `{ likesSummary, commentsSummary }` of a post created here.
 * Refusals as `{ status, serviceErrorCode, code, message }`. The `/rest` calls must carry
 * `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0`. It also serves test media at `/media/…`
 * (what the connector downloads before uploading). A switch makes it answer a rate limit (429 with
 * Retry-After), an expired token (401), rejected media (400), a server error, or nothing.
 */

export type TLinkedinMode =
  | 'success'
  | 'rate_limit'
  | 'expired_token'
  | 'rejected_media'
  | 'server_error'
  | 'hang';

export interface TLinkedinStandIn {
  /** As LINKEDIN_API_BASE. */
  apiBase: string;
  /** As LINKEDIN_OAUTH_BASE. */
  oauthBase: string;
  clientId: string;
  clientSecret: string;
  /** The code the consent page "gives" for this redirect URI (valid once). */
  issueCode(redirectUri: string): string;
  /** The person's `sub` and the organisation they administer. */
  sub: string;
  organization: { id: string; name: string };
  /** An absolute URL of a small test file (`image` or `video`). */
  mediaUrl(name: string): string;
  /** Posts created (their bodies), oldest first. */
  posts: Record<string, unknown>[];
  /** Bytes received per upload URL path. */
  uploads: Map<string, number>;
  /** A created post's likes and comments as LinkedIn would tell them (0 until set). */
  setMetrics(urn: string, metrics: { likes?: number; comments?: number }): void;
  refused: { path: string; message: string }[];
  setMode(mode: TLinkedinMode): void;
  stop(): Promise<void>;
}

const fail = (status: number, message: string, code?: string, serviceErrorCode?: number) => ({
  status,
  body: { status, message, ...(code ? { code } : {}), ...(serviceErrorCode ? { serviceErrorCode } : {}) },
});

async function readBuffer(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A PNG's first bytes and some padding: enough for a stand-in that only counts bytes. */
const IMAGE = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(2000)]);
const VIDEO = randomBytes(5000);

export async function startLinkedinStandIn(): Promise<TLinkedinStandIn> {
  const clientId = randomBytes(7).toString('hex');
  const clientSecret = randomBytes(16).toString('base64url');
  const sub = randomBytes(6).toString('base64url');
  const organization = { id: '5583111', name: 'Haat Traders Ltd' };
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const images = new Set<string>();
  const videos = new Map<string, { etags: string[]; finalized: boolean }>();
  const posts: Record<string, unknown>[] = [];
  const metrics = new Map<string, { likes: number; comments: number }>();
  const uploads = new Map<string, number>();
  const refused: { path: string; message: string }[] = [];
  const hanging = new Set<ServerResponse>();
  let mode: TLinkedinMode = 'success';
  let counter = 0;
  let base = '';

  const refuse = (path: string, status: number, message: string) => {
    refused.push({ path, message });
    return fail(status, message);
  };
  const failure = (media: boolean) => {
    switch (mode) {
      case 'rate_limit':
        return {
          ...fail(
            429,
            'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
          ),
          headers: { 'retry-after': '60' },
        };
      case 'expired_token':
        return fail(401, 'The token used in the request has expired', 'EXPIRED_ACCESS_TOKEN', 65601);
      case 'rejected_media':
        return media
          ? fail(400, 'Image upload failed: the file is not a supported image', 'BAD_REQUEST', 100)
          : undefined;
      case 'server_error':
        return fail(503, 'Service Unavailable');
      default:
        return undefined;
    }
  };

  const answer = async (
    request: IncomingMessage,
  ): Promise<
    { status: number; body?: unknown; raw?: Buffer; headers?: Record<string, string> } | undefined
  > => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const body = await readBuffer(request);

    if (request.method === 'GET' && path.startsWith('/media/')) {
      const raw = path.endsWith('.mp4') ? VIDEO : IMAGE;
      return {
        status: 200,
        raw,
        headers: { 'content-type': path.endsWith('.mp4') ? 'video/mp4' : 'image/png' },
      };
    }
    if (mode === 'hang') return undefined;

    if (request.method === 'POST' && path === '/oauth/v2/accessToken') {
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return refuse(path, 400, 'form encoding expected');
      const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
      if (form.client_id !== clientId || form.client_secret !== clientSecret)
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client authentication failed' },
        };
      const issued = codes.get(form.code ?? '');
      if (form.grant_type !== 'authorization_code' || !issued || issued !== form.redirect_uri)
        return {
          status: 400,
          body: {
            error: 'invalid_request',
            error_description:
              'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
          },
        };
      codes.delete(form.code ?? '');
      const token = `AQV${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          access_token: token,
          expires_in: 5_184_000,
          scope: 'openid,profile,w_member_social,w_organization_social,r_organization_admin',
        },
      };
    }

    // Everything else needs the bearer token.
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    if (mode === 'expired_token') return failure(false);
    if (!tokens.has(bearer)) return refuse(path, 401, 'Invalid access token');

    if (request.method === 'PUT' && path.startsWith('/upload/')) {
      const failed = failure(true);
      if (failed) return failed;
      uploads.set(path, body.length);
      counter += 1;
      return { status: 201, body: {}, headers: { etag: `"etag-${counter}"` } };
    }

    if (request.method === 'GET' && path === '/v2/userinfo')
      return (
        failure(false) ?? {
          status: 200,
          body: {
            sub,
            name: 'Rahim Uddin',
            given_name: 'Rahim',
            family_name: 'Uddin',
            locale: { country: 'BD', language: 'en' },
          },
        }
      );

    if (!path.startsWith('/rest/')) return refuse(path, 404, 'Not Found');
    if (!/^\d{6}$/.test(String(request.headers['linkedin-version'] ?? '')))
      return refuse(
        path,
        426,
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      );
    if (request.headers['x-restli-protocol-version'] !== '2.0.0')
      return refuse(path, 400, 'Rest.li protocol 2.0.0 expected');
    const failed = failure(
      path !== '/rest/posts' &&
        path !== '/rest/organizationAcls' &&
        !path.startsWith('/rest/organizations') &&
        !path.startsWith('/rest/socialActions/'),
    );
    if (failed) return failed;
    const json = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};

    if (request.method === 'GET' && path === '/rest/organizationAcls') {
      if (url.searchParams.get('q') !== 'roleAssignee') return refuse(path, 400, 'q=roleAssignee expected');
      const person = `urn:li:person:${sub}`;
      return {
        status: 200,
        body: {
          paging: { start: 0, count: 100, links: [] },
          elements: [
            {
              roleAssignee: person,
              state: 'APPROVED',
              role: 'ADMINISTRATOR',
              organization: `urn:li:organization:${organization.id}`,
            },
            {
              roleAssignee: person,
              state: 'APPROVED',
              role: 'ANALYST',
              organization: 'urn:li:organization:77',
            },
            {
              roleAssignee: person,
              state: 'REQUESTED',
              role: 'ADMINISTRATOR',
              organization: 'urn:li:organization:78',
            },
          ],
        },
      };
    }
    if (request.method === 'GET' && path.startsWith('/rest/socialActions/')) {
      const urn = decodeURIComponent(path.slice('/rest/socialActions/'.length));
      const counts = metrics.get(urn);
      if (!counts) return refuse(path, 404, `Not Found: ${urn}`);
      return {
        status: 200,
        body: {
          target: urn,
          likesSummary: {
            selectedLikes: [],
            aggregatedTotalLikes: counts.likes,
            likedByCurrentUser: false,
            totalLikes: counts.likes,
          },
          commentsSummary: {
            selectedComments: [],
            totalFirstLevelComments: counts.comments,
            aggregatedTotalComments: counts.comments,
          },
        },
      };
    }
    if (request.method === 'GET' && path === `/rest/organizations/${organization.id}`)
      return {
        status: 200,
        body: { id: Number(organization.id), localizedName: organization.name, vanityName: 'haat-traders' },
      };

    const action = url.searchParams.get('action');
    if (request.method === 'POST' && path === '/rest/images' && action === 'initializeUpload') {
      const owner = (json.initializeUploadRequest as { owner?: string } | undefined)?.owner;
      if (!owner?.startsWith('urn:li:'))
        return refuse(path, 422, 'initializeUploadRequest.owner is required');
      counter += 1;
      const image = `urn:li:image:C4D${counter}`;
      images.add(image);
      return {
        status: 200,
        body: {
          value: {
            uploadUrlExpiresAt: Date.now() + 3_600_000,
            uploadUrl: `${base}/upload/image-${counter}`,
            image,
          },
        },
      };
    }
    if (request.method === 'POST' && path === '/rest/videos' && action === 'initializeUpload') {
      const init = json.initializeUploadRequest as { owner?: string; fileSizeBytes?: number } | undefined;
      if (!init?.owner?.startsWith('urn:li:') || !init.fileSizeBytes)
        return refuse(path, 422, 'owner and fileSizeBytes required');
      counter += 1;
      const video = `urn:li:video:D4E${counter}`;
      videos.set(video, { etags: [], finalized: false });
      const half = Math.floor(init.fileSizeBytes / 2);
      return {
        status: 200,
        body: {
          value: {
            uploadUrlsExpireAt: Date.now() + 3_600_000,
            video,
            uploadInstructions: [
              { uploadUrl: `${base}/upload/video-${counter}-1`, firstByte: 0, lastByte: half - 1 },
              {
                uploadUrl: `${base}/upload/video-${counter}-2`,
                firstByte: half,
                lastByte: init.fileSizeBytes - 1,
              },
            ],
            uploadToken: '',
          },
        },
      };
    }
    if (request.method === 'POST' && path === '/rest/videos' && action === 'finalizeUpload') {
      const fin = json.finalizeUploadRequest as { video?: string; uploadedPartIds?: string[] } | undefined;
      const video = videos.get(fin?.video ?? '');
      if (!video || !Array.isArray(fin?.uploadedPartIds) || fin.uploadedPartIds.length !== 2)
        return refuse(path, 400, 'finalizeUploadRequest is invalid');
      video.finalized = true;
      return { status: 200, body: {} };
    }
    if (request.method === 'POST' && path === '/rest/posts') {
      const problems: string[] = [];
      if (typeof json.author !== 'string' || !/^urn:li:(person|organization):/.test(json.author))
        problems.push('author');
      if (typeof json.commentary !== 'string') problems.push('commentary');
      if (json.visibility !== 'PUBLIC') problems.push('visibility');
      if (json.lifecycleState !== 'PUBLISHED') problems.push('lifecycleState');
      if ((json.distribution as { feedDistribution?: string } | undefined)?.feedDistribution !== 'MAIN_FEED')
        problems.push('distribution');
      const content = json.content as
        | { media?: { id?: string }; multiImage?: { images?: { id?: string }[] } }
        | undefined;
      const mediaIds = [
        content?.media?.id,
        ...(content?.multiImage?.images ?? []).map((image) => image.id),
      ].filter((id): id is string => id !== undefined);
      for (const id of mediaIds) {
        const ok = images.has(id) || videos.get(id)?.finalized === true;
        if (!ok) problems.push(`content ${id}`);
      }
      if (content?.multiImage && (content.multiImage.images?.length ?? 0) < 2)
        problems.push('multiImage needs 2+');
      if (problems.length) return refuse(path, 422, `Invalid fields: ${problems.join(', ')}`);
      posts.push(json);
      counter += 1;
      const urn = `urn:li:share:${7_000_000_000 + counter}`;
      metrics.set(urn, { likes: 0, comments: 0 });
      return { status: 201, body: undefined, headers: { 'x-restli-id': urn } };
    }
    return refuse(path, 404, 'Not Found');
  };

  const server = createServer((request, response) => {
    answer(request).then(
      (result) => {
        if (!result) {
          hanging.add(response);
          return;
        }
        if (result.raw) {
          response.writeHead(result.status, { 'content-length': result.raw.length, ...result.headers });
          response.end(result.raw);
          return;
        }
        response.writeHead(result.status, { 'content-type': 'application/json', ...result.headers });
        response.end(result.body === undefined ? '' : JSON.stringify(result.body));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    apiBase: base,
    oauthBase: `${base}/oauth/v2`,
    clientId,
    clientSecret,
    issueCode(redirectUri) {
      const code = `AQT${randomBytes(24).toString('base64url')}`;
      codes.set(code, redirectUri);
      return code;
    },
    sub,
    organization,
    mediaUrl: (name) => `${base}/media/${name}`,
    posts,
    uploads,
    setMetrics(urn, next) {
      const counts = metrics.get(urn);
      if (!counts) throw new Error(`no post ${urn}`);
      metrics.set(urn, { ...counts, ...next });
    },
    refused,
    setMode(next) {
      mode = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
