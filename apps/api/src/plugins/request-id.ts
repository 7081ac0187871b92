import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Request ids (decision 068): every request gets one, every log line about it carries it
 * (`request_id`, Fastify's child logger), and the answer names it in `X-Request-Id`, so a user's
 * report, the proxy's log and the app's log meet. An id sent by the client or the proxy (nginx's
 * `$request_id`) is kept when it is short and plain; anything else is replaced by a new UUID, so a
 * header cannot put arbitrary text into the logs.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like to be kept. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: the incoming `X-Request-Id` when safe, else a random UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request's id in every answer (errors too: the header is set before any handler runs). */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
