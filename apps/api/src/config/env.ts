import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  APP_KEY: z.string().min(32, 'APP_KEY must be at least 32 characters').optional(),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.local>'),
  TRUST_PROXY: z.string().optional(),
  /** In production, requests on another host name than APP_URL's are redirected to it (false turns that off). */
  CANONICAL_REDIRECT: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (one object a line, for log collectors) or `pretty` (a terminal); default: json in production. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /**
   * On SIGTERM/SIGINT the instance first answers "not ready" for this many seconds, still serving,
   * so a load balancer that routes by readiness stops sending it requests before it closes (0: none).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Turns on Prometheus metrics at /metrics for `Authorization: Bearer <it>` (decision 068); unset: 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'DEFAULT_COUNTRY must be an ISO 3166 alpha-2 code such as BD')
    .default('BD'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  SEED_DEMO: bool.optional(),
  TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).default(30),
  WEB_DIST: z.string().optional(),
  /** Object storage (decision 067): uploads go to this S3-compatible bucket when set, else DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name (3–63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  /** The bucket's region (us-east-1 suits MinIO and other stand-ins). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The store's address when it is not AWS S3 (MinIO, s3rver, another provider). */
  S3_ENDPOINT: z.url().optional(),
  /** Access keys; both unset: the AWS SDK's default chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (`endpoint/bucket/key`); default: true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** A public or CDN address of the bucket's public files: image addresses become `<it>/<key>`. */
  S3_PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'an http(s) address')
    .optional(),
  /** How long directory searches and business pages are kept in memory (0 turns the cache off). */
  DIRECTORY_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** Card images and PDFs are rendered by this many worker threads (default: CPUs − 1, at most 4). */
  CARD_RENDER_THREADS: z.coerce.number().int().min(1).max(32).optional(),
  /** Renders allowed to wait for a free thread (default 4 per thread); beyond that: 503 with Retry-After. */
  CARD_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
  /** Memory kept for rendered card images, PDFs and QR codes, in MB (0 turns the cache off). */
  CARD_IMAGE_CACHE_MB: z.coerce.number().min(0).max(1024).default(32),
  /** The built-in demo payment gateway: on by default outside production, off in production unless true. */
  PAYMENTS_DEMO: bool.optional(),
  /** The platform's bKash / Nagad numbers users send money to; each manual method is on when set. */
  PAYMENTS_BKASH_NUMBER: z
    .string()
    .regex(/^\+?[0-9 -]{6,20}$/, 'a phone number')
    .optional(),
  PAYMENTS_NAGAD_NUMBER: z
    .string()
    .regex(/^\+?[0-9 -]{6,20}$/, 'a phone number')
    .optional(),
  /** How often pending gateway payments are checked with the gateway (seconds; 0 turns it off). */
  PAYMENTS_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Unfinished gateway payments (demo, SSLCommerz) are closed as expired after this many minutes. */
  PAYMENTS_EXPIRE_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** SSLCommerz hosted checkout: on when the store id and password are both set. */
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  SSLCOMMERZ_SANDBOX: bool.default(true),
  /** Overrides the SSLCommerz base address (sandbox or live by SSLCOMMERZ_SANDBOX otherwise). */
  SSLCOMMERZ_BASE_URL: z.url().optional(),
  /**
   * How WhatsApp verification codes are sent (decision 063): `cloud` (WhatsApp Cloud API, needs the
   * token and phone number id), `log` (printed to the server log; for laptops), `none`. Default:
   * `cloud` when its token is set, else `log` outside production, else `none`.
   */
  WHATSAPP_CONNECTOR: z.enum(['cloud', 'log', 'none']).optional(),
  WHATSAPP_CLOUD_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'digits')
    .optional(),
  /** The approved authentication template carrying the code (body {{1}} and a copy-code button). */
  WHATSAPP_TEMPLATE_NAME: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'a template name')
    .default('haat_verification_code'),
  /** The Cloud API's base address with its version (tests point it at a local stand-in). */
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v21.0'),
  /** The platform's WhatsApp number people send a reference to (manual verification). */
  WHATSAPP_PLATFORM_NUMBER: z
    .string()
    .regex(/^\+?[0-9 -]{6,20}$/, 'a phone number')
    .optional(),
  /** Facebook Pages connector (issue 16): on when the app id and secret are both set. */
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  /** The Graph API's base address with its version (tests point it at a local stand-in). */
  FACEBOOK_GRAPH_BASE: z.url().default('https://graph.facebook.com/v21.0'),
  /** LinkedIn connector (issue 16): on when the client id and secret are both set. */
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  /** LinkedIn's API address (`/v2/userinfo`, `/rest/posts`; tests point it at a local stand-in). */
  LINKEDIN_API_BASE: z.url().default('https://api.linkedin.com'),
  /** LinkedIn's OAuth address (`/authorization`, `/accessToken`). */
  LINKEDIN_OAUTH_BASE: z.url().default('https://www.linkedin.com/oauth/v2'),
  /** The `LinkedIn-Version` header (YYYYMM) of the versioned `/rest` APIs. */
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/, 'YYYYMM')
    .default('202601'),
});

export type TEnv = z.infer<typeof ZEnvSchema>;

/** Reads and validates the environment; throws one error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = ZEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  if (result.data.NODE_ENV === 'production' && !result.data.APP_KEY) {
    throw new Error(
      'Invalid environment configuration:\n  - APP_KEY: required in production (32+ random characters)',
    );
  }
  return result.data;
}
