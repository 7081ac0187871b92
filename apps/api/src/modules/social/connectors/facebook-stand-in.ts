import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the Graph API endpoints the Facebook connector calls (tests only), answering
 * as documented: `GET /oauth/access_token` (code → user token; `fb_exchange_token` → long-lived),
 * `GET /me/accounts` (Pages with their tokens and tasks, in pages of one with `paging.next`),
 * `POST /{page-id}/feed | photos | videos` → `{ id }` (photos also `post_id`), `GET /{post-id}` with
 * `fields` (reactions and comments summaries, `shares` — absent at none, not on a video — and
 * `insights.metric(post_total_media_view_unique)`, refused without the permission; the retired
 * `post_impressions_unique` is an invalid metric), and refusals as
 * `{ error: { message, type, code, error_subcode, fbtrace_id } }`. It checks the app's id and secret,
 * the redirect URI, tokens and `appsecret_proof`; a switch makes it answer a rate limit, an expired
 * token, rejected media, a server error, or nothing.
 */

export type TFacebookMode =
  | 'success'
  /** HTTP 400, code 32 (Page request limit) with `X-Business-Use-Case-Usage` (5 minutes). */
  | 'rate_limit'
  /** HTTP 429 with `Retry-After: 120`. */
  | 'http_429'
  /** HTTP 400, code 190 / 463 (session expired). */
  | 'expired_token'
  /** HTTP 400, code 324 on photos and videos (missing or invalid image file). */
  | 'rejected_media'
  /** HTTP 500, code 2 (service temporarily unavailable). */
  | 'server_error'
  /** Never answers. */
  | 'hang';

export interface TFacebookRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface TFacebookStandIn {
  /** As FACEBOOK_GRAPH_BASE. */
  graphBase: string;
  appId: string;
  appSecret: string;
  /** The code the consent dialog "gives" for this redirect URI (valid once). */
  issueCode(redirectUri: string): string;
  pages: { id: string; name: string; token: string }[];
  /** Well-formed publishing requests, oldest first (any mode). */
  requests: TFacebookRequest[];
  /** Requests refused for their shape, token or proof. */
  refused: { path: string; message: string }[];
  /** Well-formed reads of a post (`GET /{post-id}`), oldest first. */
  reads: TFacebookRequest[];
  /** A published post's numbers as Facebook would tell them (all 0 until set). */
  setMetrics(id: string, metrics: Partial<TFacebookMetrics>): void;
  /** Refuses insights (#10) as for a Page token without the permission to read them. */
  denyInsights(deny: boolean): void;
  setMode(mode: TFacebookMode): void;
  stop(): Promise<void>;
}

const VERSION = 'v21.0';

export interface TFacebookMetrics {
  reactions: number;
  comments: number;
  shares: number;
  views: number;
}

function graphError(status: number, code: number, message: string, subcode?: number, extra: object = {}) {
  return {
    status,
    body: {
      error: {
        message,
        type: code === 190 ? 'OAuthException' : 'GraphMethodException',
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        ...extra,
        fbtrace_id: `A${randomBytes(8).toString('base64url')}`,
      },
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

export async function startFacebookStandIn(): Promise<TFacebookStandIn> {
  const appId = String(100_000_000_000 + Math.floor(Math.random() * 1e9));
  const appSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, string>();
  const shortTokens = new Set<string>();
  const longTokens = new Set<string>();
  const pages = [
    { id: '546349135390552', name: 'Rahim Tea House', token: token('EAAP1') },
    { id: '546349135390553', name: 'Nusrat Crafts', token: token('EAAP2') },
  ];
  /** A Page where the person is only an analyst: listed by Facebook, not postable. */
  const analystPage = { id: '546349135390554', name: 'Somebody Else', token: token('EAAP3') };
  const requests: TFacebookRequest[] = [];
  const refused: { path: string; message: string }[] = [];
  let mode: TFacebookMode = 'success';
  let counter = 0;
  /** What was published, by the id answered: its Page, kind and numbers. */
  const objects = new Map<string, { pageId: string; video: boolean; metrics: TFacebookMetrics }>();
  const reads: TFacebookRequest[] = [];
  let insightsDenied = false;
  const created = (id: string, pageId: string, video = false) => {
    objects.set(id, { pageId, video, metrics: { reactions: 0, comments: 0, shares: 0, views: 0 } });
    return id;
  };
  const hanging = new Set<ServerResponse>();

  const proofOf = (value: string) => createHmac('sha256', appSecret).update(value).digest('hex');
  const refuse = (path: string, status: number, code: number, message: string) => {
    refused.push({ path, message });
    return graphError(status, code, message);
  };
  /** The token and proof a call carries, or the refusal. */
  const checkToken = (path: string, params: Record<string, string>, valid: (value: string) => boolean) => {
    const value = params.access_token ?? '';
    if (!valid(value))
      return refuse(path, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (params.appsecret_proof !== proofOf(value))
      return refuse(path, 400, 100, 'Invalid appsecret_proof provided in the API argument');
    return undefined;
  };
  const failure = (
    media: boolean,
  ): { status: number; body: unknown; headers?: Record<string, string> } | undefined => {
    switch (mode) {
      case 'rate_limit':
        return {
          ...graphError(400, 32, '(#32) Page request limit reached'),
          headers: {
            'x-business-use-case-usage': JSON.stringify({
              [pages[0]?.id ?? '1']: [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: 5 }],
            }),
          },
        };
      case 'http_429':
        return {
          ...graphError(429, 4, '(#4) Application request limit reached'),
          headers: { 'retry-after': '120' },
        };
      case 'expired_token':
        return graphError(400, 190, 'Error validating access token: Session has expired.', 463);
      case 'rejected_media':
        return media ? graphError(400, 324, '(#324) Missing or invalid image file') : undefined;
      case 'server_error':
        return graphError(
          500,
          2,
          'An unexpected error has occurred. Please retry your request later.',
          undefined,
          {
            is_transient: true,
          },
        );
      default:
        return undefined;
    }
  };

  const answer = async (
    request: IncomingMessage,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> } | undefined> => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const prefix = `/${VERSION}`;
    if (!url.pathname.startsWith(`${prefix}/`))
      return refuse(url.pathname, 400, 2500, 'Unknown path components');
    const path = url.pathname.slice(prefix.length);
    let params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (request.method === 'POST') {
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return refuse(path, 400, 100, 'Content-Type must be form encoded');
      params = { ...params, ...Object.fromEntries(new URLSearchParams(await readBody(request))) };
    }
    if (mode === 'hang') return undefined;
    // Connecting meets the same trouble as publishing (rejected media excepted).
    if (request.method === 'GET') {
      const failed = failure(false);
      if (failed) return failed;
    }

    if (request.method === 'GET' && path === '/oauth/access_token') {
      if (params.client_id !== appId || params.client_secret !== appSecret)
        return refuse(path, 400, 101, 'Error validating application. Invalid application ID.');
      if (params.grant_type === 'fb_exchange_token') {
        if (!shortTokens.has(params.fb_exchange_token ?? ''))
          return refuse(path, 400, 190, 'Invalid OAuth access token.');
        const long = token('EAAL');
        longTokens.add(long);
        return { status: 200, body: { access_token: long, token_type: 'bearer', expires_in: 5_183_944 } };
      }
      const issued = codes.get(params.code ?? '');
      if (!issued) return graphError(400, 100, 'Invalid verification code format.', 36007);
      if (params.redirect_uri !== issued)
        return refuse(
          path,
          400,
          100,
          'Error validating verification code. Please make sure your redirect_uri is identical',
        );
      codes.delete(params.code ?? '');
      const short = token('EAAS');
      shortTokens.add(short);
      return { status: 200, body: { access_token: short, token_type: 'bearer', expires_in: 5_183_944 } };
    }

    if (request.method === 'GET' && path === '/me/accounts') {
      const problem = checkToken(path, params, (value) => longTokens.has(value));
      if (problem) return problem;
      const fields = String(params.fields ?? '').split(',');
      if (!fields.includes('access_token')) return refuse(path, 400, 100, 'fields must include access_token');
      const all = [...pages, analystPage];
      const after = Number(params.after ?? 0);
      const item = all[after];
      const tasks =
        item === analystPage ? ['ANALYZE'] : ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'];
      const next = after + 1 < all.length;
      const base = `http://${request.headers.host}${prefix}/me/accounts`;
      return {
        status: 200,
        body: {
          data: item
            ? [{ id: item.id, name: item.name, access_token: item.token, category: 'Restaurant', tasks }]
            : [],
          paging: {
            cursors: { before: String(after), after: String(after + 1) },
            ...(next
              ? {
                  next: `${base}?access_token=${params.access_token}&fields=${params.fields}&limit=1&after=${after + 1}`,
                }
              : {}),
          },
        },
      };
    }

    const node = /^\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && node) {
      const id = node[1] ?? '';
      const object = objects.get(id);
      const page = [...pages, analystPage].find((candidate) => candidate.id === object?.pageId);
      if (!object || !page)
        return refuse(
          path,
          400,
          100,
          `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
        );
      const problem = checkToken(path, params, (value) => value === page.token);
      if (problem) return problem;
      const { access_token: _token, appsecret_proof: _proof, ...shown } = params;
      reads.push({ method: 'GET', path, params: shown });
      const { metrics } = object;
      const body: Record<string, unknown> = { id };
      for (const field of String(params.fields ?? '').split(',')) {
        const name = field.split('.')[0];
        if (name === 'reactions')
          body.reactions = { data: [], summary: { total_count: metrics.reactions, viewer_reaction: 'NONE' } };
        else if (name === 'comments')
          body.comments = {
            data: [],
            summary: { order: 'ranked', total_count: metrics.comments, can_comment: true },
          };
        else if (name === 'shares') {
          if (object.video)
            return refuse(
              path,
              400,
              100,
              '(#100) Tried accessing nonexisting field (shares) on node type (Video)',
            );
          if (metrics.shares > 0) body.shares = { count: metrics.shares };
        } else if (name === 'insights') {
          if (insightsDenied)
            return graphError(400, 10, '(#10) Application does not have permission for this action');
          const metric = /\.metric\(([^)]*)\)/.exec(field)?.[1];
          if (metric !== 'post_total_media_view_unique')
            return graphError(400, 100, '(#100) The value must be a valid insights metric');
          body.insights = {
            data: [
              {
                name: metric,
                period: 'lifetime',
                values: [{ value: metrics.views }],
                title: 'Lifetime Post Total Media View Unique',
                id: `${id}/insights/${metric}/lifetime`,
              },
            ],
          };
        } else if (name !== 'id')
          return refuse(path, 400, 100, `(#100) Tried accessing nonexisting field (${name})`);
      }
      return { status: 200, body };
    }

    const match = /^\/(\d+)\/(feed|photos|videos)$/.exec(path);
    if (request.method === 'POST' && match) {
      const page = [...pages, analystPage].find((candidate) => candidate.id === match[1]);
      if (!page) return refuse(path, 400, 100, 'Unsupported post request. Object does not exist');
      if (mode !== 'expired_token') {
        const problem = checkToken(path, params, (value) => value === page.token);
        if (problem) return problem;
      }
      const edge = match[2];
      const http = (value: string | undefined) => typeof value === 'string' && /^https?:\/\//.test(value);
      if (edge === 'photos' && !http(params.url))
        return refuse(path, 400, 324, '(#324) Requires upload file');
      if (edge === 'videos' && !http(params.file_url)) return refuse(path, 400, 100, 'file_url is required');
      if (edge === 'feed') {
        const attached = Object.keys(params).filter((key) => key.startsWith('attached_media['));
        for (const key of attached) {
          const media = JSON.parse(params[key] ?? '{}') as { media_fbid?: string };
          if (!media.media_fbid?.startsWith('photo-'))
            return refuse(path, 400, 100, 'attached_media is invalid');
        }
        if (!params.message && !params.link && !attached.length)
          return refuse(path, 400, 100, 'Either message or link or attached_media is required');
      }
      const { access_token: _token, appsecret_proof: _proof, ...shown } = params;
      requests.push({ method: 'POST', path, params: shown });
      const failed = failure(edge !== 'feed');
      if (failed) return failed;
      counter += 1;
      if (edge === 'photos') {
        const id = `photo-${counter}`;
        return {
          status: 200,
          body:
            params.published === 'false'
              ? { id }
              : { id, post_id: created(`${page.id}_${1000 + counter}`, page.id) },
        };
      }
      if (edge === 'videos')
        return { status: 200, body: { id: created(`${9000 + counter}`, page.id, true) } };
      return { status: 200, body: { id: created(`${page.id}_${1000 + counter}`, page.id) } };
    }
    return refuse(path, 400, 100, 'Unsupported request');
  };

  const server = createServer((request, response) => {
    answer(request).then(
      (result) => {
        if (!result) {
          hanging.add(response);
          return;
        }
        response.writeHead(result.status, { 'content-type': 'application/json', ...result.headers });
        response.end(JSON.stringify(result.body));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    graphBase: `http://127.0.0.1:${port}/${VERSION}`,
    appId,
    appSecret,
    issueCode(redirectUri) {
      const code = `AQ${randomBytes(24).toString('base64url')}`;
      codes.set(code, redirectUri);
      return code;
    },
    pages,
    requests,
    refused,
    reads,
    setMetrics(id, metrics) {
      const object = objects.get(id);
      if (!object) throw new Error(`no published object ${id}`);
      object.metrics = { ...object.metrics, ...metrics };
    },
    denyInsights(deny) {
      insightsDenied = deny;
    },
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
