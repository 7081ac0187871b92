import { POST_MEDIA_LIMITS } from '@haat/shared/social/constants';
import { download, request, retryAfterSeconds, type TAnswer, words } from './connector-http.ts';
import {
  ConnectorError,
  type TConnectedPage,
  type TOutgoingPost,
  type TPostMetrics,
  type TPublished,
  type TSocialConnector,
} from './connector-types.ts';

/*
 * LinkedIn (issue 16 item 5): OAuth 2 (`/oauth/v2/authorization`, `POST /oauth/v2/accessToken`);
 * connecting lists the person (`GET /v2/userinfo` → `urn:li:person:{sub}`) and the organisations
 * they may post for (`GET /rest/organizationAcls?q=roleAssignee`, names from `/rest/organizations`),
 * all with the person's token. Publishing uses the Posts API (`POST /rest/posts`; the new post's
 * URN comes back in `x-restli-id`); images go up first (`POST /rest/images?action=initializeUpload`,
 * then the bytes PUT to its `uploadUrl`), a video through the Videos API (initialize, PUT each part,
 * finalize with the parts' ETags). A post's numbers are read back from
 * `GET /rest/socialActions/{urn}` (`likesSummary.totalLikes`, `commentsSummary.aggregatedTotalComments`);
 * LinkedIn tells no shares or views there (null).
 */

export interface TLinkedinSettings {
  clientId: string;
  clientSecret: string;
  /** e.g. `https://api.linkedin.com` (no trailing slash). */
  apiBase: string;
  /** e.g. `https://www.linkedin.com/oauth/v2` (no trailing slash). */
  oauthBase: string;
  /** The `LinkedIn-Version` header, YYYYMM. */
  version: string;
  /** 15 s per request unless given (tests); uploads get four times as long. */
  timeoutMs?: number;
}

export const LINKEDIN_SCOPES = [
  'openid',
  'profile',
  'w_member_social',
  'w_organization_social',
  'r_organization_admin',
] as const;

/** A count LinkedIn answered, or null when it is not a whole number ≥ 0. */
function countOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** Organisation roles that may post as the organisation. */
const POSTING_ROLES = new Set(['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER']);
/** At most this many organisations are listed. */
const MAX_ORGANIZATIONS = 50;

/** What a LinkedIn refusal means for us: 429 → rate limited, 401 → token expired, 5xx → down, else refused. */
export function linkedinFailure(answer: TAnswer): ConnectorError {
  const json = answer.json;
  const code =
    typeof json?.serviceErrorCode === 'number'
      ? `#${json.serviceErrorCode}`
      : typeof json?.error === 'string'
        ? json.error
        : `HTTP ${answer.status}`;
  const message = `LinkedIn (${code}): ${words(json?.message ?? json?.error_description, 'no reason given')}`;
  if (answer.status === 429)
    return new ConnectorError('rate_limited', message, retryAfterSeconds(answer.headers));
  if (answer.status === 401) return new ConnectorError('token_expired', message);
  if (answer.status >= 500) return new ConnectorError('unavailable', message);
  return new ConnectorError('rejected', message);
}

/**
 * The post's words in LinkedIn's "little text" format: its reserved characters escaped, and
 * `#word` written as the hashtag template so it stays a hashtag.
 */
export function littleText(text: string): string {
  const escaped = (part: string) => part.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(/(^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]+)/gu)) {
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    out += `${escaped(text.slice(last, start))}{hashtag|\\#|${escaped(match[2] ?? '')}}`;
    last = start + 1 + (match[2]?.length ?? 0);
  }
  return out + escaped(text.slice(last));
}

export function linkedinConnector(settings: TLinkedinSettings): TSocialConnector {
  const apiBase = settings.apiBase.replace(/\/$/, '');
  const oauthBase = settings.oauthBase.replace(/\/$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;

  const restHeaders = (token: string): Record<string, string> => ({
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    'linkedin-version': settings.version,
    'x-restli-protocol-version': '2.0.0',
  });

  /** A JSON call to the API; answers the whole answer when it succeeded, else throws the mapped error. */
  const api = async (
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body?: unknown,
    slow = false,
  ): Promise<TAnswer> => {
    const headers = restHeaders(token);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await request(
      `${apiBase}${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      slow ? timeoutMs * 4 : timeoutMs,
      'LinkedIn',
    );
    if (answer.status < 200 || answer.status >= 300) throw linkedinFailure(answer);
    return answer;
  };

  /** PUTs bytes to an upload address LinkedIn gave; answers the part's ETag. */
  const upload = async (url: string, token: string, bytes: Buffer, type: string): Promise<string | null> => {
    const answer = await request(
      url,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body: new Uint8Array(bytes),
      },
      timeoutMs * 4,
      'LinkedIn',
    );
    if (answer.status < 200 || answer.status >= 300) throw linkedinFailure(answer);
    return answer.headers.get('etag');
  };

  const answerValue = (answer: TAnswer): Record<string, unknown> => {
    const value = answer.json?.value;
    if (!value || typeof value !== 'object')
      throw new ConnectorError('unavailable', 'LinkedIn answered without value');
    return value as Record<string, unknown>;
  };
  const text = (value: unknown, what: string): string => {
    if (typeof value !== 'string' || !value)
      throw new ConnectorError('unavailable', `LinkedIn answered without ${what}`);
    return value;
  };

  /** Uploads one image for `owner`; answers its `urn:li:image:…`. */
  const uploadImage = async (owner: string, token: string, url: string): Promise<string> => {
    const file = await download(url, POST_MEDIA_LIMITS.imageBytes, timeoutMs * 2);
    const value = answerValue(
      await api('POST', '/rest/images?action=initializeUpload', token, {
        initializeUploadRequest: { owner },
      }),
    );
    await upload(text(value.uploadUrl, 'uploadUrl'), token, file.bytes, file.type);
    return text(value.image, 'image');
  };

  /** Uploads a video for `owner` in the parts LinkedIn asks for; answers its `urn:li:video:…`. */
  const uploadVideo = async (owner: string, token: string, url: string): Promise<string> => {
    const file = await download(url, POST_MEDIA_LIMITS.videoBytes, timeoutMs * 8);
    const value = answerValue(
      await api(
        'POST',
        '/rest/videos?action=initializeUpload',
        token,
        {
          initializeUploadRequest: {
            owner,
            fileSizeBytes: file.bytes.length,
            uploadCaptions: false,
            uploadThumbnail: false,
          },
        },
        true,
      ),
    );
    const video = text(value.video, 'video');
    const instructions = Array.isArray(value.uploadInstructions) ? value.uploadInstructions : [];
    if (!instructions.length)
      throw new ConnectorError('unavailable', 'LinkedIn answered without uploadInstructions');
    const parts: string[] = [];
    for (const item of instructions as { uploadUrl?: unknown; firstByte?: unknown; lastByte?: unknown }[]) {
      const first = Number(item.firstByte);
      const last = Number(item.lastByte);
      if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0 || last < first)
        throw new ConnectorError('unavailable', 'LinkedIn answered a wrong upload part');
      const etag = await upload(
        text(item.uploadUrl, 'uploadUrl'),
        token,
        file.bytes.subarray(first, last + 1),
        'application/octet-stream',
      );
      if (!etag) throw new ConnectorError('unavailable', 'LinkedIn answered an upload without ETag');
      parts.push(etag);
    }
    await api(
      'POST',
      '/rest/videos?action=finalizeUpload',
      token,
      {
        finalizeUploadRequest: {
          video,
          uploadToken: typeof value.uploadToken === 'string' ? value.uploadToken : '',
          uploadedPartIds: parts,
        },
      },
      true,
    );
    return video;
  };

  return {
    platform: 'linkedin',

    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        state,
        scope: LINKEDIN_SCOPES.join(' '),
      });
      return `${oauthBase}/authorization?${query}`;
    },

    async connect({ code, redirectUri }) {
      const answer = await request(
        `${oauthBase}/accessToken`,
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }).toString(),
        },
        timeoutMs,
        'LinkedIn',
      );
      if (answer.status < 200 || answer.status >= 300) throw linkedinFailure(answer);
      const token = text(answer.json?.access_token, 'access_token');
      const seconds = Number(answer.json?.expires_in);
      const expiresAt =
        Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000) : null;
      const refresh = answer.json?.refresh_token;
      const refreshToken = typeof refresh === 'string' && refresh ? refresh : null;

      const me = (await api('GET', '/v2/userinfo', token)).json ?? {};
      const sub = text(me.sub, 'sub');
      const personName =
        typeof me.name === 'string' && me.name.trim()
          ? me.name.trim()
          : [me.given_name, me.family_name].filter((part) => typeof part === 'string' && part).join(' ') ||
            sub;
      const pages = [
        {
          externalId: `urn:li:person:${sub}`,
          name: personName.slice(0, 200),
          accessToken: token,
          expiresAt,
          refreshToken,
        },
      ];

      // Organisations: only when the person granted the organisation scopes (else LinkedIn says 403).
      let acls: TAnswer | undefined;
      try {
        acls = await api('GET', '/rest/organizationAcls?q=roleAssignee&state=APPROVED&count=100', token);
      } catch (error) {
        if (error instanceof ConnectorError && error.failure === 'rejected') acls = undefined;
        else throw error;
      }
      const seen = new Set<string>();
      for (const element of Array.isArray(acls?.json?.elements) ? acls.json.elements : []) {
        const { organization, role, state } = element as Record<string, unknown>;
        if (typeof organization !== 'string' || !/^urn:li:organization:\d+$/.test(organization)) continue;
        if (state !== 'APPROVED' || !POSTING_ROLES.has(String(role)) || seen.has(organization)) continue;
        if (seen.size >= MAX_ORGANIZATIONS) break;
        seen.add(organization);
        const id = organization.slice('urn:li:organization:'.length);
        let name = organization;
        try {
          const found = (await api('GET', `/rest/organizations/${id}`, token)).json;
          if (typeof found?.localizedName === 'string' && found.localizedName) name = found.localizedName;
        } catch (error) {
          if (!(error instanceof ConnectorError) || error.failure !== 'rejected') throw error;
        }
        pages.push({
          externalId: organization,
          name: name.slice(0, 200),
          accessToken: token,
          expiresAt,
          refreshToken,
        });
      }
      return { pages };
    },

    async publish(page: TConnectedPage, post: TOutgoingPost): Promise<TPublished> {
      const author = page.externalId;
      const token = page.accessToken;
      const plain =
        post.link && !post.text.includes(post.link)
          ? [post.text, post.link].filter(Boolean).join('\n\n')
          : post.text;
      const body: Record<string, unknown> = {
        author,
        commentary: littleText(plain),
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      };
      if (post.video) {
        body.content = { media: { id: await uploadVideo(author, token, post.video.url) } };
      } else if (post.images.length === 1) {
        const [image] = post.images;
        const id = await uploadImage(author, token, image?.url ?? '');
        body.content = { media: { id, ...(image?.alt ? { altText: image.alt.slice(0, 4086) } : {}) } };
      } else if (post.images.length > 1) {
        const images: { id: string; altText?: string }[] = [];
        for (const image of post.images) {
          const id = await uploadImage(author, token, image.url);
          images.push({ id, ...(image.alt ? { altText: image.alt.slice(0, 4086) } : {}) });
        }
        body.content = { multiImage: { images } };
      }
      const answer = await api('POST', '/rest/posts', token, body, true);
      const urn = answer.headers.get('x-restli-id') ?? answer.headers.get('x-linkedin-id');
      if (!urn) throw new ConnectorError('unavailable', 'LinkedIn answered without x-restli-id');
      const safe = /^urn:li:[A-Za-z]+:[\w-]+$/.test(urn);
      return { externalId: urn, url: safe ? `https://www.linkedin.com/feed/update/${urn}` : null };
    },

    async readMetrics(page: TConnectedPage, externalId: string): Promise<TPostMetrics> {
      const answer = await api(
        'GET',
        `/rest/socialActions/${encodeURIComponent(externalId)}`,
        page.accessToken,
      );
      if (!answer.json) throw new ConnectorError('unavailable', 'LinkedIn answered without JSON');
      const likes = answer.json.likesSummary as
        | { totalLikes?: unknown; aggregatedTotalLikes?: unknown }
        | undefined;
      const comments = answer.json.commentsSummary as
        | { aggregatedTotalComments?: unknown; totalFirstLevelComments?: unknown }
        | undefined;
      return {
        likes: countOf(likes?.totalLikes ?? likes?.aggregatedTotalLikes),
        comments: countOf(comments?.aggregatedTotalComments ?? comments?.totalFirstLevelComments),
        shares: null,
        views: null,
      };
    },
  };
}
