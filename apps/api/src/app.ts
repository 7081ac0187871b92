import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { translate } from '@haat/shared';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TAppConfig } from './config/app-config.ts';
import type { TDb } from './db/client.ts';
import type { TDeps } from './lib/deps.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import { adminBusinessRoutes } from './modules/admin-businesses/routes.ts';
import { adminStatsRoutes } from './modules/admin-stats/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { cardRendererPlugin } from './modules/cards/card-renderer-plugin.ts';
import { publicCardRoutes } from './modules/cards/public-routes.ts';
import { cardRoutes } from './modules/cards/routes.ts';
import { localChangeSignals } from './modules/change-signals/local-change-signals.ts';
import type { TChangeSignals } from './modules/change-signals/signal-types.ts';
import { countryRoutes } from './modules/countries/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { businessBadgeRoutes } from './modules/directory/badge-routes.ts';
import { directoryCachePlugin } from './modules/directory/directory-cache.ts';
import { directoryRoutes } from './modules/directory/public-routes.ts';
import { businessRoutes } from './modules/directory/routes.ts';
import { readinessPlugin } from './modules/health/readiness.ts';
import { healthRoutes } from './modules/health/routes.ts';
import type { TJobs } from './modules/jobs/job-types.ts';
import { recordingJobs } from './modules/jobs/recording-jobs.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { marketplacePageRoutes } from './modules/marketplace/page-routes.ts';
import { marketplaceRoutes } from './modules/marketplace/routes.ts';
import { sellerRoutes } from './modules/marketplace/seller-routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { reviewRoutes } from './modules/orders/review-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { demoGatewayRoutes } from './modules/payments/demo-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sslcommerzRoutes } from './modules/payments/sslcommerz-routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { socialAnalyticsRoutes } from './modules/social/analytics/routes.ts';
import { communityRoutes } from './modules/social/community/routes.ts';
import type { TConnectorRegistry } from './modules/social/connectors/connector-types.ts';
import { connectorRegistry } from './modules/social/connectors/registry.ts';
import { socialConnectionRoutes } from './modules/social/connectors/routes.ts';
import { socialPostRoutes } from './modules/social/posts/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { maintenancePlugin } from './modules/system-status/maintenance-plugin.ts';
import { systemStatusRoutes } from './modules/system-status/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { whatsappRoutes } from './modules/whatsapp/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { headerLanguage, languagePlugin } from './plugins/language.ts';
import { createMailer, type TMailer } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { publicEtagPlugin } from './plugins/public-etag.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { REQUEST_ID_HEADER, requestIdOf, requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { siteUrlPlugin } from './plugins/site-url.ts';
import { storagePlugin } from './plugins/storage.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
    /** Enqueues background work (modules/jobs, decision 064). */
    jobs: TJobs;
  }
}

export interface TBuildOptions {
  config: TAppConfig;
  db: TDb;
  /** Replaces the mailer (tests capture mail this way). */
  mailer?: TMailer;
  /** Logger: true for pretty logs, false for none, or pino options. */
  logger?: boolean | Record<string, unknown>;
  /** The job queue (server.ts opens it); without one, jobs sent are only recorded (tests). */
  jobs?: TJobs;
  /** The external platforms' connectors (tests pass stand-ins); default: those configured (`config.social`). */
  connectors?: TConnectorRegistry;
  /** Change signals across instances (server.ts opens them on the database); default: this process only. */
  signals?: TChangeSignals;
}

/** Builds the Fastify app (plugins, then routes) without listening; tests call this with `inject`. */
export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? false),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A safe incoming X-Request-Id or a new UUID, on every log line about the request (decision 068).
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    // Errors the router raises before any hook (a malformed URL, a path parameter over 200
    // characters) are answered in the same error shape as everything else.
    frameworkErrors: (_error, request, reply) => {
      const lang = headerLanguage(request.headers) ?? 'en';
      (reply as FastifyReply)
        .status(400)
        .header(REQUEST_ID_HEADER, request.id)
        .type('application/json; charset=utf-8')
        .send({ success: false, code: 'BAD_REQUEST', message: translate(lang, 'api.bad_request') });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    createMailer({
      db: options.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      ...(options.jobs ? { jobs: options.jobs } : {}),
      logLinks: config.env !== 'production',
    });
  const signals = options.signals ?? localChangeSignals();
  app.decorate('deps', { db: options.db, config, mailer, log: app.log, signals });
  app.decorate('jobs', options.jobs ?? recordingJobs());
  app.decorate('connectors', options.connectors ?? connectorRegistry(config));

  // First, so every answer carries its request id and is counted (decision 068).
  await app.register(requestIdPlugin);
  await app.register(readinessPlugin);
  await app.register(metricsPlugin);
  // Content-Security-Policy is set per answer by securityHeadersPlugin (pages carry their own).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(securityHeadersPlugin);
  // Public JSON gets its ETag first, so the tag names the content, then every text answer is
  // compressed (decision 023).
  await app.register(publicEtagPlugin);
  await app.register(compressionPlugin);
  await app.register(siteUrlPlugin);
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  // After auth (staff pass) and CSRF (the notice page carries the token).
  await app.register(maintenancePlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(webPlugin, { dist: config.webDist });
  await app.register(storagePlugin);
  await app.register(directoryCachePlugin);
  await app.register(cardRendererPlugin);

  await app.register(healthRoutes);
  await app.register(systemStatusRoutes);
  await app.register(countryRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(kycRoutes);
  await app.register(whatsappRoutes);
  await app.register(userRoutes);
  await app.register(adminUserRoutes);
  await app.register(auditRoutes);
  await app.register(statsRoutes);
  await app.register(adminStatsRoutes);
  await app.register(cardRoutes);
  await app.register(publicCardRoutes);
  await app.register(businessRoutes);
  await app.register(businessBadgeRoutes);
  await app.register(adminBusinessRoutes);
  await app.register(productRoutes);
  await app.register(directoryRoutes);
  await app.register(marketplaceRoutes);
  await app.register(walletRoutes);
  await app.register(ledgerRoutes);
  await app.register(paymentRoutes);
  await app.register(notificationRoutes);
  await app.register(orderRoutes);
  await app.register(reviewRoutes);
  await app.register(sellerRoutes);
  await app.register(marketplacePageRoutes);
  await app.register(dashboardRoutes);
  await app.register(demoGatewayRoutes);
  await app.register(sslcommerzRoutes);
  await app.register(seoRoutes);
  await app.register(communityRoutes);
  await app.register(moderationRoutes);
  await app.register(socialConnectionRoutes);
  await app.register(socialPostRoutes);
  await app.register(socialAnalyticsRoutes);
  return app;
}
