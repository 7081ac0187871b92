import { issuesToFieldErrors, type TLanguageCode, ZCardLeadInputSchema } from '@haat/shared';
import type { FastifyRequest } from 'fastify';
import type { TCardDeps } from './card-deps.ts';
import { recordCardEvent } from './record-card-event.ts';
import { insertVcardLead, type TVcardRow } from './repository.ts';
import { visitorCountry } from './visitor.ts';

export type TLeadResult =
  | { ok: true; stored: boolean }
  | { ok: false; errors: Record<string, string[]>; values: Record<string, string> };

function formValues(body: unknown): Record<string, string> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values: Record<string, string> = {};
  for (const name of ['name', 'email', 'phone', 'message', 'website_url']) {
    const value = source[name];
    if (typeof value === 'string') values[name] = value.slice(0, 4000);
  }
  return values;
}

/**
 * Stores a contact-form message for the card's owner. A filled honeypot (`website_url`) answers
 * as if sent but stores nothing. Field errors come back worded in `lang` for the page to show.
 */
export async function submitCardLead(
  deps: TCardDeps,
  request: FastifyRequest,
  card: TVcardRow,
  body: unknown,
  lang: TLanguageCode,
): Promise<TLeadResult> {
  const values = formValues(body);
  const parsed = ZCardLeadInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors = issuesToFieldErrors(
      parsed.error.issues.map((issue) => ({
        path: issue.path,
        message: issue.message,
        minimum: (issue as { minimum?: unknown }).minimum,
        maximum: (issue as { maximum?: unknown }).maximum,
      })),
      lang,
    );
    return { ok: false, errors, values };
  }
  if (parsed.data.website_url) {
    request.log.info({ card: card.id }, 'contact form honeypot filled; message dropped');
    return { ok: true, stored: false };
  }
  await insertVcardLead(deps.db, {
    vcardId: card.id,
    name: parsed.data.name,
    email: parsed.data.email ?? null,
    phone: parsed.data.phone ?? null,
    message: parsed.data.message,
    country: visitorCountry(request, deps.config.trustProxy),
  });
  await recordCardEvent(deps, request, card, 'form');
  return { ok: true, stored: true };
}
