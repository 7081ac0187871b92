import {
  successEnvelope,
  translate,
  ZRecoveryCodesSchema,
  ZTwoFactorCodeInputSchema,
  ZTwoFactorDisableSchema,
  ZTwoFactorSetupInputSchema,
  ZTwoFactorSetupSchema,
  ZTwoFactorStatusSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestPlace } from '../../lib/request-place.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { markAuthTokenTwoFactor } from '../auth/repository.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './manage-two-factor.ts';

/** The signed-in user's two-factor sign-in (decision 061); the sign-in step itself is in auth/routes.ts. */
export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['two-factor'];
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);
  const security = [{ bearer: [] }];
  // Password and code guesses here are also counted by the account's code throttle; this only
  // stops floods of key generation (each makes a QR code).
  const perUser = (name: string, max: number) =>
    app.rateLimit({ name, max, windowSeconds: 900, key: (r) => r.auth?.user.id, refundOn: (s) => s < 400 });

  app.get(
    '/api/auth/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, since when, and how many recovery codes are left',
        security,
        response: { 200: successEnvelope(ZTwoFactorStatusSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getTwoFactorStatus(deps, currentAuth(request).user.id),
    }),
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      schema: {
        tags,
        summary:
          'After the password, a new key for an authenticator app (QR code and text); not on until enabled',
        security,
        body: ZTwoFactorSetupInputSchema,
        response: { 200: successEnvelope(ZTwoFactorSetupSchema) },
      },
      preHandler: [app.requireAuth, perUser('two-factor-setup', 10)],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await startTwoFactorSetup(deps, user, request.body.password);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/auth/two-factor/enable',
    {
      schema: {
        tags,
        summary:
          'Turn two-factor on with the first code of the new key; answers ten recovery codes, shown once',
        security,
        body: ZTwoFactorCodeInputSchema,
        response: { 200: successEnvelope(ZRecoveryCodesSchema) },
      },
      preHandler: [app.requireAuth, perUser('two-factor-enable', 20)],
    },
    async (request) => {
      const { user, tokenId } = currentAuth(request);
      const data = await enableTwoFactor(deps, user, request.body.code, {
        ...requestPlace(request),
        tokenId,
        markToken: (id) => markAuthTokenTwoFactor(deps.db, id, 'code'),
      });
      return { success: true as const, message: t(request, 'api.two_factor_enabled'), data };
    },
  );

  app.post(
    '/api/auth/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Ten new recovery codes for a fresh code; the earlier ones stop working',
        security,
        body: ZTwoFactorCodeInputSchema,
        response: { 200: successEnvelope(ZRecoveryCodesSchema) },
      },
      preHandler: [app.requireAuth, perUser('two-factor-codes', 20)],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await regenerateRecoveryCodes(deps, user, request.body.code, requestPlace(request));
      return { success: true as const, message: t(request, 'api.recovery_codes_regenerated'), data };
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off with the password and a code (or a recovery code)',
        security,
        body: ZTwoFactorDisableSchema,
        response: { 200: successEnvelope(ZTwoFactorStatusSchema) },
      },
      preHandler: [app.requireAuth, perUser('two-factor-disable', 20)],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await disableTwoFactor(deps, user, request.body, requestPlace(request));
      return { success: true as const, message: t(request, 'api.two_factor_disabled'), data };
    },
  );
}
