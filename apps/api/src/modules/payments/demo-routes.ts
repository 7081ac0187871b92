import { type TLanguageCode, toLanguageCode } from '@haat/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserById } from '../users/repository.ts';
import { finishDemoPayment } from './finish-demo-payment.ts';
import { isDemoSignature } from './methods/demo.ts';
import { renderDemoNotFound, renderDemoPage } from './render-demo-page.ts';
import { findPayment, type TPaymentRow } from './repository.ts';
import { paymentsSettings } from './top-up-method.ts';

const tags = ['payments (demo gateway)'];
const PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const ZParams = z.object({ paymentId: z.string().max(80) });
const ZUuid = z.uuid();

/** The result page of the web app for a payment: relative, so the payer stays on their host (signed in). */
function resultPath(payment: TPaymentRow): string {
  return `/payment?id=${payment.id}&status=${payment.status}`;
}

/**
 * The demo gateway's hosted page, `GET|POST /pay/demo/:paymentId?sig=…` (server-rendered, no
 * script). The signed link is the capability; the form also carries the CSRF token (decision 032).
 */
export async function demoGatewayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', PAGE_CSP)
      .send(html);

  /** The demo payment the signed link names, or undefined (answered with a 404 page). */
  const findDemoPayment = async (paymentId: string, sig: unknown) => {
    if (!paymentsSettings(deps.config).demo || !ZUuid.safeParse(paymentId).success) return undefined;
    if (!isDemoSignature(deps.config.appKey, paymentId, sig)) return undefined;
    const payment = await findPayment(deps.db, paymentId);
    return payment?.method === 'demo' ? payment : undefined;
  };

  /** The payer's own language, else the visitor's. */
  const languageOf = async (request: FastifyRequest, payment: TPaymentRow): Promise<TLanguageCode> => {
    const user = await findUserById(deps.db, payment.userId);
    return toLanguageCode(user?.language) ?? request.lang();
  };

  app.get(
    '/pay/demo/:paymentId',
    {
      schema: {
        tags,
        summary: 'The demo gateway page (HTML, no JavaScript) with Pay, Fail and Cancel',
        params: ZParams,
        querystring: z.object({ sig: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const payment = await findDemoPayment(request.params.paymentId, request.query.sig);
      if (!payment) return send(reply, 404, renderDemoNotFound(request.lang()));
      const html = renderDemoPage({
        lang: await languageOf(request, payment),
        payment,
        csrfToken: request.csrfToken,
        sig: request.query.sig ?? '',
        resultUrl: resultPath(payment),
      });
      return send(reply, 200, html);
    },
  );

  app.post(
    '/pay/demo/:paymentId',
    {
      schema: {
        tags,
        summary: 'A button of the demo gateway page: pay, fail or cancel; redirects to /payment',
        params: ZParams,
        body: z.object({
          _token: z.string().max(200).optional(),
          sig: z.string().max(200).optional(),
          action: z.enum(['pay', 'fail', 'cancel'], { error: 'validation.invalid' }),
        }),
      },
      config: { csrfField: '_token' },
      preHandler: app.rateLimit({ name: 'demo-pay', max: 60, windowSeconds: 600 }),
    },
    async (request, reply) => {
      app.verifyCsrfField(request, request.body._token ?? request.headers['x-csrf-token']);
      const payment = await findDemoPayment(request.params.paymentId, request.body.sig);
      if (!payment) return send(reply, 404, renderDemoNotFound(request.lang()));
      const finished = await finishDemoPayment(deps, payment, request.body.action);
      return reply.status(303).header('cache-control', 'no-store').redirect(resultPath(finished), 303);
    },
  );
}
