import {
  alternateLinks,
  isLanguageCode,
  LANGUAGES,
  normalizePhone,
  SHARE_CHANNELS,
  type TLanguageCode,
  toLanguageCode,
  translate,
} from '@haat/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { allowOpeners, publicFileOrigins } from '../../plugins/security-headers.ts';
import { findUserById } from '../users/repository.ts';
import { buildVcard, downloadName } from './build-vcard.ts';
import type { TCardDeps } from './card-deps.ts';
import { cardJsonLd } from './card-json-ld.ts';
import { CONTACT_FORM_LIMITS } from './contact-form-limits.ts';
import { findPublicCard } from './find-public-card.ts';
import { recordCardEvent } from './record-card-event.ts';
import { renderCardPage, renderNotFoundPage, type TCardFormState } from './render-card-page.ts';
import type { TVcardRow } from './repository.ts';
import { sendCardAsset } from './send-card-asset.ts';
import { cardPath, cardUrl, shareLinks } from './share-links.ts';
import { submitCardLead } from './submit-card-lead.ts';

const tags = ['cards (public)'];
const ZSlugParams = z.object({ slug: z.string().max(80) });
// No script runs on a card page; `connect-src 'self'` only lets tools that read the page from inside
// it (Lighthouse's robots.txt check) reach this site.
const PAGE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The language the address asks for with the app's code (`?lang=bn`, `?lang=sp`), as hreflang links name it. */
function urlLanguage(request: FastifyRequest): TLanguageCode | undefined {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguageCode(lang) ? lang : undefined;
}

/**
 * The page language: the address's (`?lang=`, so each hreflang alternate really is in its
 * language), the card's own, else the visitor's (X-Locale, Accept-Language).
 */
function pageLanguage(request: FastifyRequest, card: TVcardRow): TLanguageCode {
  return urlLanguage(request) ?? toLanguageCode(card.language) ?? request.lang();
}

function attachment(reply: FastifyReply, type: string, name: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff');
}

/** Public card addresses: `/c/:slug` (HTML page), downloads, share redirects and the contact form. */
export async function publicCardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TCardDeps = { ...app.deps, storage: app.storage };
  // The photo may come from the public files' own address (S3_PUBLIC_URL, decision 067).
  const pageCsp = PAGE_CSP.replace(
    "img-src 'self' data:",
    ["img-src 'self' data:", ...publicFileOrigins(app.storage)].join(' '),
  );
  // Links that leave the site (QR codes, vCards, shares, link previews) use the canonical address;
  // everything the page itself loads or posts to is relative, so it works on any host name.
  const urlOf = (request: FastifyRequest, card: TVcardRow) => cardUrl(request.siteUrl(), card.slug);
  const renderer = app.cardRenderer;
  // Images, PDFs and vCards cost CPU or a database write each: a generous limit per client.
  const assetLimit = app.rateLimit({ name: 'card-asset-ip', max: 120, windowSeconds: 60 });

  // Plain HTML forms post application/x-www-form-urlencoded (only these routes accept it).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    card: TVcardRow,
    isOwner: boolean,
    form: TCardFormState,
    status = 200,
  ) => {
    const url = urlOf(request, card);
    const photoUrl = card.photoKey ? deps.storage.url(card.photoKey) : null;
    const absolutePhoto =
      photoUrl && !/^https?:/.test(photoUrl) ? `${request.siteUrl()}${photoUrl}` : photoUrl;
    // Search engines see only active public cards: those get hreflang links and Person data.
    const listed = card.status === 'active' && card.isPublic;
    const urlLang = urlLanguage(request);
    const owner = await findUserById(deps.db, card.userId);
    const whatsappNumber = owner?.whatsappVerifiedAt ? owner.whatsappNumber : null;
    const html = renderCardPage({
      card,
      verified: {
        identity: !!owner?.identityVerifiedAt,
        whatsapp: !!whatsappNumber && normalizePhone(card.whatsapp ?? '') === whatsappNumber,
      },
      url,
      path: cardPath(card.slug),
      imageUrl: absolutePhoto ?? `${url}/card.png`,
      photoUrl,
      lang: pageLanguage(request, card),
      csrfToken: request.csrfToken,
      isOwner,
      form,
      links: listed ? alternateLinks(request.siteUrl(), cardPath(card.slug), urlLang) : undefined,
      jsonLd: listed ? cardJsonLd(card, { url, photoUrl: absolutePhoto }) : undefined,
      urlLang,
    });
    allowOpeners(reply);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', pageCsp)
      .header('vary', 'Accept-Language, Authorization')
      .send(html);
  };

  /** Like findPublicCard, but an HTML 404 page for browsers. */
  const findForPage = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    try {
      return await findPublicCard(deps, request, slug);
    } catch (error) {
      if (!(error instanceof AppError) || wantsJson(request)) throw error;
      const lang = request.lang();
      await reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-language', LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en')
        .send(renderNotFoundPage(lang));
      return undefined;
    }
  };

  app.get(
    '/c/:slug',
    {
      schema: {
        tags,
        summary: 'The public card page (HTML, no JavaScript); `?src=qr` counts a QR scan',
        params: ZSlugParams,
        querystring: z.object({
          src: z.string().max(20).optional(),
          sent: z.string().max(5).optional(),
          lang: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) => {
      const found = await findForPage(request, reply, request.params.slug);
      if (!found) return reply;
      const { card, isOwner } = found;
      await recordCardEvent(deps, request, card, request.query.src === 'qr' ? 'scan' : 'view');
      return sendPage(request, reply, card, isOwner, {
        values: {},
        errors: {},
        sent: request.query.sent === '1',
      });
    },
  );

  app.post(
    '/c/:slug/contact',
    {
      schema: {
        tags,
        summary:
          'The contact form (urlencoded or JSON: name, email or phone, message, _token = the XSRF-TOKEN cookie); honeypot website_url',
        params: ZSlugParams,
      },
      config: { csrfField: '_token' },
      preHandler: app.rateLimit(...CONTACT_FORM_LIMITS),
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const header = request.headers['x-csrf-token'];
      app.verifyCsrfField(request, body._token ?? header);
      const { card, isOwner } = await findPublicCard(deps, request, request.params.slug);
      if (!card.showContactForm) throw new AppError('NOT_FOUND', 'api.not_found');
      const lang = pageLanguage(request, card);
      const result = await submitCardLead(deps, request, card, body, lang);
      if (wantsJson(request)) {
        if (!result.ok) {
          return reply.status(422).send({
            success: false,
            code: 'VALIDATION_FAILED',
            message: translate(lang, 'api.validation_failed'),
            errors: result.errors,
          });
        }
        return reply.status(201).send({ success: true, message: translate(lang, 'cards.sent') });
      }
      if (!result.ok) return sendPage(request, reply, card, isOwner, { ...result, sent: false }, 422);
      const urlLang = urlLanguage(request);
      return reply.redirect(`${cardPath(card.slug)}?sent=1${urlLang ? `&lang=${urlLang}` : ''}#contact`, 303);
    },
  );

  app.get(
    '/c/:slug/share/:channel',
    {
      schema: {
        tags,
        summary:
          'Counts a share and redirects to the network (WhatsApp, email, SMS, Facebook, LinkedIn, Twitter)',
        params: z.object({
          slug: z.string().max(80),
          channel: z.enum(SHARE_CHANNELS.filter((c) => c !== 'copy') as [string, ...string[]], {
            error: 'validation.invalid',
          }),
        }),
      },
    },
    async (request, reply) => {
      const { card } = await findPublicCard(deps, request, request.params.slug);
      const channel = request.params.channel as (typeof SHARE_CHANNELS)[number];
      await recordCardEvent(deps, request, card, 'share', { channel });
      const title = [card.fullName, card.jobTitle, card.company].filter(Boolean).join(' · ');
      return reply
        .header('cache-control', 'no-store')
        .redirect(shareLinks(urlOf(request, card), title)[channel], 302);
    },
  );

  app.get(
    '/c/:slug/contact.vcf',
    {
      schema: { tags, summary: 'The card as a vCard 3.0 file (counts a contact save)', params: ZSlugParams },
      preHandler: assetLimit,
    },
    async (request, reply) => {
      const { card } = await findPublicCard(deps, request, request.params.slug);
      const photo = card.photoKey ? await deps.storage.get(card.photoKey) : undefined;
      const vcard = buildVcard(card, { url: urlOf(request, card), photo });
      await recordCardEvent(deps, request, card, 'save');
      return attachment(reply, 'text/vcard; charset=utf-8', downloadName(card.slug, 'vcf')).send(vcard);
    },
  );

  app.get(
    '/c/:slug/qr.svg',
    {
      schema: { tags, summary: "QR code of the card's address (?src=qr), SVG", params: ZSlugParams },
      preHandler: assetLimit,
    },
    async (request, reply) => {
      const { card } = await findPublicCard(deps, request, request.params.slug);
      return sendCardAsset(deps, renderer, request, reply, {
        card,
        kind: 'qr.svg',
        url: urlOf(request, card),
      });
    },
  );

  app.get(
    '/c/:slug/qr.png',
    {
      schema: {
        tags,
        summary: "QR code of the card's address (?src=qr), PNG (?size=128…2048, default 600)",
        params: ZSlugParams,
        querystring: z.object({
          size: z.coerce.number({ error: 'validation.invalid' }).int().min(128).max(2048).default(600),
        }),
      },
      preHandler: assetLimit,
    },
    async (request, reply) => {
      const { card } = await findPublicCard(deps, request, request.params.slug);
      const size = request.query.size;
      return sendCardAsset(deps, renderer, request, reply, {
        card,
        kind: 'qr.png',
        url: urlOf(request, card),
        size,
      });
    },
  );

  app.get(
    '/c/:slug/card.png',
    {
      schema: {
        tags,
        summary: 'An image of the card with its QR code (PNG, 1050 × 600); ETag, 304 when unchanged',
        params: ZSlugParams,
      },
      preHandler: assetLimit,
    },
    async (request, reply) => {
      const { card } = await findPublicCard(deps, request, request.params.slug);
      return sendCardAsset(deps, renderer, request, reply, {
        card,
        kind: 'card.png',
        url: urlOf(request, card),
      });
    },
  );

  app.get(
    '/c/:slug/card.pdf',
    {
      schema: {
        tags,
        summary:
          'A print-ready card (85 × 55 mm + 3 mm bleed) with a vector QR code (PDF); ETag, 304 when unchanged',
        params: ZSlugParams,
      },
      preHandler: assetLimit,
    },
    async (request, reply) => {
      const { card } = await findPublicCard(deps, request, request.params.slug);
      return sendCardAsset(deps, renderer, request, reply, {
        card,
        kind: 'card.pdf',
        url: urlOf(request, card),
      });
    },
  );
}
