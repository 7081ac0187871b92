import { resolve } from 'node:path';
import type { TEnv } from './env.ts';

/** Settings the app needs at run time, derived once from the validated environment. */
export interface TAppConfig {
  env: TEnv['NODE_ENV'];
  appUrl: string;
  appKey: string;
  smtpUrl?: string;
  mailFrom: string;
  defaultCountry: string;
  rateLimitFactor: number;
  bodyLimit: number;
  tokenIdleDays: number;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Redirect production requests on other host names to APP_URL (absent: on). */
  canonicalRedirect?: boolean;
  webDist?: string;
  /** Where uploaded files are kept by the local storage backend (`DATA_DIR/uploads`). */
  uploadsDir: string;
  /** Private files (identity documents), never served as they are: `DATA_DIR/private` (decision 062). */
  privateDir: string;
  /** S3-compatible object storage in place of the two folders above (decision 067); absent: local disk. */
  s3?: TS3Config;
  logLevel: TEnv['LOG_LEVEL'];
  /** The bearer token of `GET /metrics` (decision 068); absent: metrics off (404). */
  metricsToken?: string;
  /** Seconds a directory search or business page stays cached in this process (0 = off; default 10). */
  directoryCacheSeconds?: number;
  /** Card image rendering off the main thread (decision 037); absent means the defaults. */
  cardRender?: TCardRenderConfig;
  /** Top-up methods (decision 051); absent means the defaults: demo on outside production only. */
  payments?: TPaymentsConfig;
  /** WhatsApp number verification (decision 063); absent means the log connector and the demo number. */
  whatsapp?: TWhatsappConfig;
  /** External pages (issue 16): each connector is on when its credentials are set; absent: all off. */
  social?: TSocialConfig;
}

export interface TSocialConfig {
  facebook?: { appId: string; appSecret: string; graphBase: string };
  linkedin?: { clientId: string; clientSecret: string; apiBase: string; oauthBase: string; version: string };
}

function socialConfig(env: TEnv): TSocialConfig {
  const trim = (url: string) => url.replace(/\/$/, '');
  return {
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphBase: trim(env.FACEBOOK_GRAPH_BASE),
          }
        : undefined,
    linkedin:
      env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
        ? {
            clientId: env.LINKEDIN_CLIENT_ID,
            clientSecret: env.LINKEDIN_CLIENT_SECRET,
            apiBase: trim(env.LINKEDIN_API_BASE),
            oauthBase: trim(env.LINKEDIN_OAUTH_BASE),
            version: env.LINKEDIN_API_VERSION,
          }
        : undefined,
  };
}

export interface TWhatsappConfig {
  connector: 'cloud' | 'log' | 'none';
  cloud?: { token: string; phoneNumberId: string; templateName: string; baseUrl: string };
  /** The platform's number for the manual flow (E.164 or as configured); absent: no manual flow. */
  platformNumber?: string;
  /** True when `platformNumber` is the made-up laptop default: screens say so. */
  demoPlatformNumber?: boolean;
}

/** The made-up platform WhatsApp number a laptop shows when none is configured (never in production). */
export const DEMO_WHATSAPP_NUMBER = '+8801900000000';

function whatsappConfig(env: TEnv): TWhatsappConfig {
  const laptop = env.NODE_ENV !== 'production';
  const token = env.WHATSAPP_CLOUD_TOKEN;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  const cloud =
    token && phoneNumberId
      ? {
          token,
          phoneNumberId,
          templateName: env.WHATSAPP_TEMPLATE_NAME,
          baseUrl: env.WHATSAPP_API_BASE.replace(/\/$/, ''),
        }
      : undefined;
  const connector = env.WHATSAPP_CONNECTOR ?? (cloud ? 'cloud' : laptop ? 'log' : 'none');
  if (connector === 'cloud' && !cloud)
    throw new Error('WHATSAPP_CONNECTOR=cloud needs WHATSAPP_CLOUD_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  const demoPlatformNumber = laptop && !env.WHATSAPP_PLATFORM_NUMBER;
  return {
    connector,
    cloud,
    platformNumber: env.WHATSAPP_PLATFORM_NUMBER ?? (demoPlatformNumber ? DEMO_WHATSAPP_NUMBER : undefined),
    demoPlatformNumber,
  };
}

export interface TCardRenderConfig {
  /** Worker threads (undefined: CPUs − 1, between 1 and 4). */
  threads?: number;
  /** Renders that may wait for a thread before the API answers 503 (undefined: 4 per thread). */
  queue?: number;
  /** Bytes of rendered output kept in memory (0 = no cache). */
  cacheBytes?: number;
}

export interface TPaymentsConfig {
  demo: boolean;
  bkashNumber?: string;
  nagadNumber?: string;
  /** True when the bKash/Nagad numbers are the made-up laptop defaults (not production): screens say so. */
  manualDemoNumbers?: boolean;
  /** How often pending gateway payments are checked with their gateway, in seconds (0 = never). */
  reconcileSeconds?: number;
  /** After how many minutes an unfinished gateway payment is closed as expired. */
  expireMinutes?: number;
  sslcommerz?: { storeId: string; storePassword: string; baseUrl: string };
}

/** The made-up platform numbers a laptop shows when none are configured (never used in production). */
export const DEMO_BKASH_NUMBER = '01700-000000';
export const DEMO_NAGAD_NUMBER = '01800-000000';

const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

function paymentsConfig(env: TEnv): TPaymentsConfig {
  const storeId = env.SSLCOMMERZ_STORE_ID;
  const storePassword = env.SSLCOMMERZ_STORE_PASSWORD;
  const baseUrl =
    env.SSLCOMMERZ_BASE_URL ?? (env.SSLCOMMERZ_SANDBOX ? SSLCOMMERZ_SANDBOX_URL : SSLCOMMERZ_LIVE_URL);
  // On a laptop, manual top-ups work out of the box with made-up numbers (nothing is sent to them:
  // staff approve the request by hand); production offers them only with real numbers.
  const laptop = env.NODE_ENV !== 'production';
  const noNumbers = !env.PAYMENTS_BKASH_NUMBER && !env.PAYMENTS_NAGAD_NUMBER;
  const manualDemoNumbers = laptop && noNumbers;
  return {
    demo: env.PAYMENTS_DEMO ?? laptop,
    bkashNumber: env.PAYMENTS_BKASH_NUMBER ?? (manualDemoNumbers ? DEMO_BKASH_NUMBER : undefined),
    nagadNumber: env.PAYMENTS_NAGAD_NUMBER ?? (manualDemoNumbers ? DEMO_NAGAD_NUMBER : undefined),
    manualDemoNumbers,
    reconcileSeconds: env.PAYMENTS_RECONCILE_SECONDS,
    expireMinutes: env.PAYMENTS_EXPIRE_MINUTES,
    sslcommerz:
      storeId && storePassword ? { storeId, storePassword, baseUrl: baseUrl.replace(/\/$/, '') } : undefined,
  };
}

export interface TS3Config {
  bucket: string;
  region: string;
  /** The store's address when not AWS (MinIO, s3rver…). */
  endpoint?: string;
  /** Both or neither; neither: the AWS SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Public/CDN base of the public files (no trailing slash); absent: the app serves `/uploads/<key>`. */
  publicUrl?: string;
}

/** The object storage settings (decision 067), or undefined for local disk; half a configuration is refused. */
export function s3ConfigOf(env: TEnv): TS3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
    ).filter((name) => env[name]);
    if (stray.length > 0)
      throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET too, or unset them`);
    return undefined;
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS default chain',
    );
  return {
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? !!env.S3_ENDPOINT,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** `TRUST_PROXY`: `true`, a number of proxy hops to trust, or a list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): TAppConfig['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 ? (_address: string, hop: number) => hop < hops : value;
}

export function toAppConfig(env: TEnv, appKey: string, port: number): TAppConfig {
  return {
    env: env.NODE_ENV,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appKey,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    defaultCountry: env.DEFAULT_COUNTRY,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    bodyLimit: env.BODY_LIMIT,
    tokenIdleDays: env.TOKEN_IDLE_DAYS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    canonicalRedirect: env.CANONICAL_REDIRECT,
    webDist: env.WEB_DIST,
    uploadsDir: resolve(env.DATA_DIR, 'uploads'),
    privateDir: resolve(env.DATA_DIR, 'private'),
    s3: s3ConfigOf(env),
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    directoryCacheSeconds: env.DIRECTORY_CACHE_SECONDS,
    payments: paymentsConfig(env),
    whatsapp: whatsappConfig(env),
    social: socialConfig(env),
    cardRender: {
      threads: env.CARD_RENDER_THREADS,
      queue: env.CARD_RENDER_QUEUE,
      cacheBytes: Math.round(env.CARD_IMAGE_CACHE_MB * 1024 * 1024),
    },
  };
}
