import { createHmac } from 'node:crypto';
import { request, retryAfterSeconds, type TAnswer, words } from './connector-http.ts';
import {
  ConnectorError,
  type TConnectedPage,
  type TOutgoingPost,
  type TPostMetrics,
  type TPublished,
  type TSocialConnector,
} from './connector-types.ts';

/*
 * Facebook Pages through the Graph API (issue 16 item 5). Connecting: the Login dialog's code is
 * exchanged for a user token (`GET /oauth/access_token`), made long-lived (`fb_exchange_token`), and
 * `GET /me/accounts` lists the Pages the person may post to with their Page tokens (which then do
 * not expire). Publishing, as the Page: text and link → `POST /{page-id}/feed`; one image →
 * `POST /{page-id}/photos` (`url`, `caption`); several → each uploaded with `published=false`, then
 * `/feed` with `attached_media`; a video → `POST /{page-id}/videos` (`file_url`, `description`).
 * Every call carries `appsecret_proof`, so a leaked token alone is not enough. Reading a post's
 * numbers back: `GET /{post-id}?fields=reactions.summary(total_count),comments.summary(total_count),
 * shares,insights.metric(…)` (the `shares` field is absent at none); views come from the post's
 * insights when the Page token may read them, else the call is made again without them (views null).
 */

export interface TFacebookSettings {
  appId: string;
  appSecret: string;
  /** e.g. `https://graph.facebook.com/v21.0` (no trailing slash). */
  graphBase: string;
  /** 15 s per request unless given (tests); video uploads get four times as long. */
  timeoutMs?: number;
}

export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_manage_posts',
  'pages_read_engagement',
  'publish_video',
] as const;

/** Codes Facebook answers when an app, user or Page called too often. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001]);
/** The token expired, was revoked, or the session ended (OAuthException; 102: session key). */
const TOKEN_CODES = new Set([102, 190]);
/** Temporary trouble on Facebook's side ("unknown error", "service unavailable"). */
const TRANSIENT_CODES = new Set([1, 2]);
/** At most this many pages of `/me/accounts` (25 Pages each). */
const MAX_ACCOUNT_PAGES = 10;
/**
 * A post's unique views. `post_impressions_unique` was retired on 15 November 2025 (Facebook answers
 * an invalid metric error); this is the replacement Facebook names.
 */
export const FACEBOOK_VIEWS_METRIC = 'post_total_media_view_unique';
/** A post's likes (all reactions) and comments as totals only (no items), and its shares. */
const COUNT_FIELDS = 'reactions.limit(0).summary(total_count),comments.limit(0).summary(total_count)';

/** A count Facebook answered, or null when it is not a whole number ≥ 0. */
function countOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** The total of an edge's `summary` (`{ reactions: { summary: { total_count } } }`). */
function totalOf(edge: unknown): number | null {
  return countOf((edge as { summary?: { total_count?: unknown } } | undefined)?.summary?.total_count);
}

/** The lifetime value of the views metric in an `insights` answer, or null. */
function viewsOf(insights: unknown): number | null {
  const data = (insights as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return null;
  const metric = data.find((item) => (item as { name?: unknown })?.name === FACEBOOK_VIEWS_METRIC) as
    | { values?: { value?: unknown }[] }
    | undefined;
  return Array.isArray(metric?.values) ? countOf(metric.values.at(-1)?.value) : null;
}

interface TGraphError {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  is_transient?: unknown;
  error_user_msg?: unknown;
}

/** The Graph version in the base address (`v21.0`), for the Login dialog's address. */
function versionOf(graphBase: string): string {
  return /\/(v\d+\.\d+)(\/|$)/.exec(graphBase)?.[1] ?? 'v21.0';
}

/** Minutes Facebook says until access comes back (`X-Business-Use-Case-Usage`), as seconds. */
function regainSeconds(headers: Headers): number | undefined {
  const header = headers.get('x-business-use-case-usage');
  if (!header) return undefined;
  try {
    const usage = JSON.parse(header) as Record<string, { estimated_time_to_regain_access?: unknown }[]>;
    const minutes = Object.values(usage)
      .flat()
      .map((entry) => Number(entry?.estimated_time_to_regain_access))
      .filter((value) => Number.isFinite(value) && value > 0);
    return minutes.length ? Math.max(...minutes) * 60 : undefined;
  } catch {
    return undefined;
  }
}

/** What a Graph API refusal means for us (issue 16: rate limit, expired token, rejected media, down). */
export function facebookFailure(answer: TAnswer): ConnectorError {
  const error = answer.json?.error as TGraphError | undefined;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const subcode = typeof error?.error_subcode === 'number' ? `/${error.error_subcode}` : '';
  const label = code === undefined ? `HTTP ${answer.status}` : `#${code}${subcode}`;
  const message = `Facebook (${label}): ${words(error?.error_user_msg ?? error?.message, 'no reason given')}`;
  if (answer.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code)))
    return new ConnectorError(
      'rate_limited',
      message,
      retryAfterSeconds(answer.headers) ?? regainSeconds(answer.headers),
    );
  if (code !== undefined && TOKEN_CODES.has(code)) return new ConnectorError('token_expired', message);
  if (
    answer.status >= 500 ||
    error?.is_transient === true ||
    (code !== undefined && TRANSIENT_CODES.has(code))
  )
    return new ConnectorError('unavailable', message);
  if (answer.status === 401) return new ConnectorError('token_expired', message);
  return new ConnectorError('rejected', message);
}

export function facebookConnector(settings: TFacebookSettings): TSocialConnector {
  const base = settings.graphBase.replace(/\/$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const proof = (token: string) => createHmac('sha256', settings.appSecret).update(token).digest('hex');

  /** A Graph call; answers its JSON object or throws the mapped `ConnectorError`. */
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    token?: string,
    slow = false,
  ): Promise<Record<string, unknown>> => {
    const all = new URLSearchParams(params);
    if (token) {
      all.set('access_token', token);
      all.set('appsecret_proof', proof(token));
    }
    const url = path.startsWith('http') ? path : `${base}${path}`;
    const answer =
      method === 'GET'
        ? await request(
            `${url}${url.includes('?') ? '&' : '?'}${all}`,
            { method, headers: { accept: 'application/json' } },
            timeoutMs,
            'Facebook',
          )
        : await request(
            url,
            {
              method,
              headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
              body: all.toString(),
            },
            slow ? timeoutMs * 4 : timeoutMs,
            'Facebook',
          );
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok && !answer.json) throw new ConnectorError('unavailable', 'Facebook answered without JSON');
    if (!ok || !answer.json || answer.json.error) throw facebookFailure(answer);
    return answer.json;
  };

  const idOf = (json: Record<string, unknown>, key = 'id'): string => {
    const value = json[key];
    if (typeof value !== 'string' || !value)
      throw new ConnectorError('unavailable', `Facebook answered without ${key}`);
    return value;
  };

  /** The words of a photo or video post: the text, and the post's link when the text lacks it. */
  const captionOf = (post: TOutgoingPost) =>
    post.link && !post.text.includes(post.link)
      ? [post.text, post.link].filter(Boolean).join('\n\n')
      : post.text;

  const published = (externalId: string): TPublished => ({
    externalId,
    url: `https://www.facebook.com/${encodeURIComponent(externalId)}`,
  });

  return {
    platform: 'facebook',

    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: settings.appId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: FACEBOOK_SCOPES.join(','),
      });
      return `https://www.facebook.com/${versionOf(base)}/dialog/oauth?${query}`;
    },

    async connect({ code, redirectUri }) {
      const short = await call('GET', '/oauth/access_token', {
        client_id: settings.appId,
        client_secret: settings.appSecret,
        redirect_uri: redirectUri,
        code,
      });
      const long = await call('GET', '/oauth/access_token', {
        grant_type: 'fb_exchange_token',
        client_id: settings.appId,
        client_secret: settings.appSecret,
        fb_exchange_token: idOf(short, 'access_token'),
      });
      const userToken = idOf(long, 'access_token');

      const pages: { externalId: string; name: string; accessToken: string; expiresAt: Date | null }[] = [];
      const origin = new URL(base).origin;
      let next: string | undefined = `${base}/me/accounts`;
      let params: Record<string, string> = { fields: 'id,name,access_token,tasks', limit: '25' };
      for (let page = 0; next && page < MAX_ACCOUNT_PAGES; page += 1) {
        const json = await call('GET', next, params, userToken);
        for (const item of Array.isArray(json.data) ? json.data : []) {
          const { id, name, access_token: token, tasks } = item as Record<string, unknown>;
          if (typeof id !== 'string' || typeof token !== 'string' || !id || !token) continue;
          // People who may not create content on a Page (e.g. analysts) cannot post there.
          if (Array.isArray(tasks) && !tasks.includes('CREATE_CONTENT')) continue;
          pages.push({
            externalId: id,
            name: typeof name === 'string' && name ? name.slice(0, 200) : id,
            accessToken: token,
            expiresAt: null,
          });
        }
        const paging = json.paging as { next?: unknown } | undefined;
        next = undefined;
        params = {};
        // Only Facebook's own next page, never another host (the token goes with it).
        if (typeof paging?.next === 'string' && paging.next.startsWith(`${origin}/`)) {
          const url = new URL(paging.next);
          url.searchParams.delete('access_token');
          url.searchParams.delete('appsecret_proof');
          params = Object.fromEntries(url.searchParams);
          next = `${url.origin}${url.pathname}`;
        }
      }
      return { pages };
    },

    async publish(page: TConnectedPage, post: TOutgoingPost): Promise<TPublished> {
      const pageId = encodeURIComponent(page.externalId);
      const token = page.accessToken;

      if (post.video) {
        const video = await call(
          'POST',
          `/${pageId}/videos`,
          { file_url: post.video.url, description: captionOf(post) },
          token,
          true,
        );
        return published(idOf(video));
      }

      if (post.images.length === 1) {
        const [image] = post.images;
        const params: Record<string, string> = { url: image?.url ?? '', caption: captionOf(post) };
        if (image?.alt) params.alt_text_custom = image.alt;
        const photo = await call('POST', `/${pageId}/photos`, params, token, true);
        return published(typeof photo.post_id === 'string' && photo.post_id ? photo.post_id : idOf(photo));
      }

      const params: Record<string, string> = { message: post.text };
      if (post.images.length > 1) {
        // Each photo uploaded unpublished, then one post that attaches them all.
        for (const [index, image] of post.images.entries()) {
          const photoParams: Record<string, string> = { url: image.url, published: 'false' };
          if (image.alt) photoParams.alt_text_custom = image.alt;
          const photo = await call('POST', `/${pageId}/photos`, photoParams, token, true);
          params[`attached_media[${index}]`] = JSON.stringify({ media_fbid: idOf(photo) });
        }
        params.message = captionOf(post);
      } else if (post.link) params.link = post.link;
      const feed = await call('POST', `/${pageId}/feed`, params, token);
      return published(idOf(feed));
    },

    async readMetrics(page: TConnectedPage, externalId: string): Promise<TPostMetrics> {
      const path = `/${encodeURIComponent(externalId)}`;
      const token = page.accessToken;
      // A video is published as a video object (its id has no `_`): no `shares` field there.
      const isPost = externalId.includes('_');
      const fields = isPost ? `${COUNT_FIELDS},shares` : COUNT_FIELDS;
      let json: Record<string, unknown>;
      let views: number | null = null;
      try {
        json = await call(
          'GET',
          path,
          { fields: `${fields},insights.metric(${FACEBOOK_VIEWS_METRIC})` },
          token,
        );
        views = viewsOf(json.insights);
      } catch (error) {
        // Insights refused (no permission, or the metric retired): the counts alone.
        if (!(error instanceof ConnectorError) || error.failure !== 'rejected') throw error;
        json = await call('GET', path, { fields }, token);
      }
      const shares = json.shares as { count?: unknown } | undefined;
      return {
        likes: totalOf(json.reactions),
        comments: totalOf(json.comments),
        shares: isPost ? (shares === undefined ? 0 : countOf(shares?.count)) : null,
        views,
      };
    },
  };
}
