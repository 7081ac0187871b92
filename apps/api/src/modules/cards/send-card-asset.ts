import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { downloadName } from './build-vcard.ts';
import type { TCardDeps } from './card-deps.ts';
import type { TCardRenderer } from './card-render-pool.ts';
import type { TCardAssetKind } from './card-render-worker.ts';
import { qrTarget } from './make-qr.ts';
import type { TVcardRow } from './repository.ts';

/** Bump when a renderer changes its output, so caches and browsers fetch the new version. */
const RENDER_VERSION = '2';

const ASSETS: Record<
  TCardAssetKind,
  { type: string; extension: string; disposition: 'inline' | 'attachment'; maxAge: number }
> = {
  'card.png': { type: 'image/png', extension: 'png', disposition: 'inline', maxAge: 300 },
  'card.pdf': { type: 'application/pdf', extension: 'pdf', disposition: 'attachment', maxAge: 300 },
  'qr.png': { type: 'image/png', extension: 'png', disposition: 'inline', maxAge: 3600 },
  'qr.svg': { type: 'image/svg+xml; charset=utf-8', extension: 'svg', disposition: 'inline', maxAge: 3600 },
};

/**
 * A strong ETag for one rendering of one version of a card: everything the output depends on
 * (the card's id and last change, which any edit or photo upload moves, its template, language,
 * photo and address, the asset and its size, and the renderer's version).
 */
export function cardAssetEtag(card: TVcardRow, kind: TCardAssetKind, url: string, size?: number): string {
  const parts = [
    RENDER_VERSION,
    kind,
    size ?? '',
    card.id,
    card.updatedAt.toISOString(),
    card.template,
    card.language ?? '',
    card.photoKey ?? '',
    url,
  ];
  return `"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32)}"`;
}

/** True when an If-None-Match header names this ETag (or `*`); weak forms match too (RFC 9110 13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Answers a card asset: 304 when the visitor already has this version, else the bytes from the
 * render pool (cached, rendered off the main thread). Public cards may be cached by browsers and
 * shared caches; an owner's preview of a card that is not public is private.
 */
export async function sendCardAsset(
  deps: TCardDeps,
  renderer: TCardRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { card: TVcardRow; kind: TCardAssetKind; url: string; size?: number },
) {
  const { card, kind, url, size } = options;
  const asset = ASSETS[kind];
  const etag = cardAssetEtag(card, kind, url, size);
  const isPublic = card.status === 'active' && card.isPublic;
  reply
    .header('etag', etag)
    .header('cache-control', isPublic ? `public, max-age=${asset.maxAge}` : 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const bytes = await renderer.render(etag, async () => ({
    kind,
    card,
    url,
    qrText: qrTarget(url),
    size,
    photo: kind === 'card.png' && card.photoKey ? await deps.storage.get(card.photoKey) : undefined,
  }));
  return reply
    .type(asset.type)
    .header(
      'content-disposition',
      `${asset.disposition}; filename="${downloadName(card.slug, asset.extension)}"`,
    )
    .send(bytes);
}
