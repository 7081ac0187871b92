import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleSslcommerzCallback } from './handle-sslcommerz-callback.ts';
import { SSLCOMMERZ_CALLBACK_PATH, SSLCOMMERZ_IPN_PATH } from './methods/sslcommerz.ts';
import { paymentsSettings } from './top-up-method.ts';

const tags = ['payments (SSLCommerz)'];
/** SSLCommerz posts its fields as a form; every value is text. */
const ZFields = z.record(z.string().max(100), z.string().max(2000));

/**
 * Where SSLCommerz talks to us: the IPN listener (server to server) and the addresses it sends the
 * browser back to. Neither can carry our CSRF token (they come from SSLCommerz), so the CSRF
 * check is skipped here (`csrfExempt`) and nothing posted is trusted: money
 * moves only after SSLCommerz's validation API confirms the payment (decision 051).
 */
export async function sslcommerzRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const enabled = () => !!paymentsSettings(deps.config).sslcommerz;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32_768 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    SSLCOMMERZ_IPN_PATH,
    {
      schema: {
        tags,
        summary: 'IPN listener: SSLCommerz reports a payment; credited only after server-side validation',
        body: ZFields,
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ status: z.string() }) }),
        },
      },
      config: { csrfExempt: true },
      preHandler: app.rateLimit({ name: 'sslcommerz-ipn', max: 600, windowSeconds: 60 }),
    },
    async (request) => {
      const payment = enabled() ? await handleSslcommerzCallback(deps, request.body) : undefined;
      return { success: true as const, data: { status: payment?.status ?? 'ignored' } };
    },
  );

  app.post(
    `${SSLCOMMERZ_CALLBACK_PATH}/:result`,
    {
      schema: {
        tags,
        summary: 'Where SSLCommerz returns the browser (success, fail, cancel); redirects to /payment',
        params: z.object({ result: z.enum(['success', 'fail', 'cancel']) }),
        body: ZFields,
      },
      config: { csrfExempt: true },
      preHandler: app.rateLimit({ name: 'sslcommerz-return', max: 60, windowSeconds: 600 }),
    },
    async (request, reply) => {
      const payment = enabled() ? await handleSslcommerzCallback(deps, request.body) : undefined;
      // Relative: the browser comes back on the host it was sent from, and stays signed in there.
      const target = payment
        ? `/payment?id=${payment.id}&status=${payment.status}`
        : '/payment?status=unknown';
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );
}
