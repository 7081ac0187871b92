import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESSION_THRESHOLD,
  compressBuffer,
  compressionStream,
  isCompressibleType,
  pickEncoding,
} from '../lib/http-compression.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';

/** Compressed answers kept for reuse are at most this big (128 of them: 4 MB at worst). */
const MAX_REUSED_BYTES = 32 * 1024;

function isNodeStream(payload: unknown): payload is Readable {
  return !!payload && typeof (payload as Readable).pipe === 'function';
}

/** Statuses whose body is absent or describes other bytes (206: the ranges of the unencoded file). */
function keepsBodyAsIs(reply: FastifyReply): boolean {
  const status = reply.statusCode;
  return (
    status < 200 || status === 204 || status === 206 || status === 304 || reply.hasHeader('content-range')
  );
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    reply.header('vary', `${vary}, Accept-Encoding`);
}

/** A strong ETag names exact bytes; once we re-encode them it may only be weak (RFC 9110 8.8.1). */
function weakenEtag(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
}

/**
 * Compresses every text answer (brotli, else gzip, as the client's `Accept-Encoding` allows) in one
 * `onSend` hook on the root instance, so routes, the not-found handler (which serves the web app's
 * pages), error answers and static files are all covered. Leaves alone: bodies under 1 KB, types
 * that are not text (images, PDFs), answers that already carry a `Content-Encoding` (the build's
 * precompressed files), 204/206/304 and ranges. Decision 023.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // An ETag names exact bytes (ours are content hashes or versions), so an answer that has one is
  // compressed once and reused: the country list, cached searches, card QR codes.
  const byEtag = createTtlCache<Buffer>({ ttlMs: 10 * 60_000, maxEntries: 128 });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding')) return payload;
    if (!isCompressibleType(String(reply.getHeader('content-type') ?? ''))) return payload;
    // A 304 carries the Vary its 200 would have had, so caches keep the encodings apart.
    if (reply.statusCode === 304) addVary(reply);
    if (payload === null || payload === undefined || keepsBodyAsIs(reply)) return payload;

    const stream = isNodeStream(payload);
    if (!stream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A stream's size is known only when it says so (static files); else it may be large (CSV).
    const size = stream
      ? Number(reply.getHeader('content-length') ?? Number.POSITIVE_INFINITY)
      : Buffer.byteLength(payload as string | Buffer);
    if (size < COMPRESSION_THRESHOLD) return payload;

    addVary(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    weakenEtag(reply);
    reply.header('content-encoding', encoding);

    if (stream) {
      reply.removeHeader('content-length');
      // A HEAD answer has no body: the headers say what a GET would get, nothing is compressed.
      if (request.method === 'HEAD') return payload;
      const compressed = compressionStream(encoding);
      pipeline(payload, compressed, (error) => {
        if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
          request.log.warn({ err: error }, 'compression');
      });
      return compressed;
    }
    const input = Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string);
    const etag = reply.getHeader('etag');
    const key = typeof etag === 'string' ? `${encoding} ${input.length} ${etag}` : undefined;
    let body = key ? byEtag.get(key) : undefined;
    if (!body) {
      body = await compressBuffer(input, encoding);
      if (key && body.length <= MAX_REUSED_BYTES) byEtag.set(key, body, byEtag.generation());
    }
    reply.header('content-length', body.length);
    return body;
  });
});
