import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings we answer in, best first (decision 023). */
export type TContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are: headers and framing would eat the gain. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON (incl. `+json` such as the web manifest),
 * XML (incl. `+xml`, SVG), vCard, CSV and any other `text/*` except event streams, which must
 * reach the client chunk by chunk. Images, PDFs, fonts and octet streams are already encoded.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|ecmascript|xml|x-javascript|[\w.-]+\+(?:json|xml))(?:\s*;|$)|image\/svg\+xml)/i;

export function isCompressibleType(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** The client's preferred encoding among ours (brotli first at equal weight), or none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): TContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const choice = negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), ['br', 'gzip', 'identity']);
  return choice === 'br' || choice === 'gzip' ? choice : undefined;
}

/**
 * Fast settings for answers made per request: brotli quality 4 (about gzip 6's speed, smaller) and
 * gzip level 6. Built files are compressed once at build time at the highest levels instead.
 */
function brotliOptions(size?: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
    },
  };
}
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a whole body on libuv's thread pool, so the event loop stays free. */
export function compressBuffer(body: Buffer, encoding: TContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliCompress(body, brotliOptions(body.length)) : gzip(body, GZIP_OPTIONS);
}

/** A transform stream that compresses a streamed body as it passes. */
export function compressionStream(encoding: TContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions()) : zlib.createGzip(GZIP_OPTIONS);
}
