import {
  alternateLinkTags,
  jsonLdScript,
  LANGUAGES,
  SHARE_CHANNELS,
  type TAlternateLinks,
  type TJsonLd,
  type TLanguageCode,
  translate,
} from '@haat/shared';
import { escapeHtml, renderCardFace } from '@haat/shared/cards/card-face';
import { PAGE_ICON_LINKS } from '../../lib/page-icons.ts';
import { cardPageCss } from './card-page-styles.ts';
import type { TVcardRow } from './repository.ts';

export { escapeHtml };

export interface TCardFormState {
  values: Record<string, string>;
  errors: Record<string, string[]>;
  sent: boolean;
}

export interface TCardPageInput {
  card: TVcardRow;
  /** Absolute, canonical address of the page (canonical link, Open Graph: it leaves the site). */
  url: string;
  /** The page's address relative to the site (`/c/slug`): what the page itself loads and posts to. */
  path: string;
  /** Absolute address of the photo (or of the card image) for link previews. */
  imageUrl: string;
  photoUrl: string | null;
  lang: TLanguageCode;
  csrfToken: string;
  isOwner: boolean;
  form: TCardFormState;
  /** Canonical and hreflang links of a public card (else a plain canonical link to `url`). */
  links?: TAlternateLinks;
  /** schema.org data for the head (a public card's Person). */
  jsonLd?: TJsonLd;
  /** The language the address asked for (`?lang=`), kept by the contact form. */
  urlLang?: TLanguageCode;
  /** What Haat verified about the card's owner (decisions 062, 063): their identity, the card's WhatsApp number. */
  verified?: { identity: boolean; whatsapp: boolean };
}

const SHARE_LABELS: Record<(typeof SHARE_CHANNELS)[number], string> = {
  whatsapp: 'WhatsApp',
  email: 'Email',
  sms: 'SMS',
  copy: '',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
};

/** The card's public page: small server-rendered HTML that needs no JavaScript. */
export function renderCardPage(input: TCardPageInput): string {
  const { card, url, path, lang } = input;
  const t = (key: string, values?: Record<string, string>) => escapeHtml(translate(lang, key, values));
  const e = escapeHtml;
  const info = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  const role = [card.jobTitle, card.company].filter(Boolean).join(' · ');
  const title = role ? `${card.fullName} – ${role}` : card.fullName;
  const waNumber = card.whatsapp?.replace(/\D/g, '');
  const mapUrl = card.address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(card.address)}`
    : null;

  // Labels go in unescaped: the card face escapes every value it is given.
  const label = (key: string) => translate(lang, key);
  const actions = [
    card.phone ? { label: label('cards.call'), href: `tel:${card.phone}` } : null,
    card.email ? { label: label('cards.email'), href: `mailto:${card.email}` } : null,
    waNumber ? { label: label('cards.whatsapp'), href: `https://wa.me/${waNumber}` } : null,
    card.website ? { label: label('cards.website'), href: card.website, rel: 'noopener' } : null,
    mapUrl ? { label: label('cards.map'), href: mapUrl, rel: 'noopener' } : null,
  ].filter((action) => action !== null);
  const infoRows = [
    card.phone
      ? { label: label('fields.phone'), value: card.phone, href: `tel:${card.phone}`, ltr: true }
      : null,
    card.email
      ? { label: label('fields.email'), value: card.email, href: `mailto:${card.email}`, ltr: true }
      : null,
    card.website
      ? {
          label: label('fields.website'),
          value: card.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
          href: card.website,
          ltr: true,
        }
      : null,
    card.address ? { label: label('fields.address'), value: card.address, href: mapUrl ?? undefined } : null,
  ].filter((row) => row !== null);

  const social = (
    [
      ['facebook', card.facebook],
      ['linkedin', card.linkedin],
      ['instagram', card.instagram],
    ] as const
  )
    .filter(([, link]) => link)
    .map(([name, link]) => `<a href="${e(link ?? '')}" rel="noopener me">${t(`fields.${name}`)}</a>`)
    .join('');

  const shares = SHARE_CHANNELS.filter((channel) => channel !== 'copy')
    .map((channel) => `<a href="${e(path)}/share/${channel}" rel="nofollow">${e(SHARE_LABELS[channel])}</a>`)
    .join('');

  const owner = input.isOwner
    ? `<p class="owner">${t('cards.owner_preview', {
        status: translate(lang, `cards.status_${card.status}`),
        public: translate(lang, card.isPublic ? 'cards.yes' : 'cards.no'),
      })}</p>`
    : '';

  const marks = [
    input.verified?.identity ? t('cards.identity_verified') : '',
    input.verified?.whatsapp ? t('cards.whatsapp_verified') : '',
  ].filter(Boolean);
  const verified = marks.length
    ? `<p class="verified">${marks.map((mark) => `<span><span aria-hidden="true">✓</span> ${mark}</span>`).join('')}</p>`
    : '';

  const description = [role, card.address].filter(Boolean).join(' — ') || card.fullName;
  return `<!doctype html>
<html lang="${info.tag}" dir="${info.rtl ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)}</title>
${PAGE_ICON_LINKS}
<meta name="description" content="${e(description)}">
${input.links ? alternateLinkTags(input.links) : `<link rel="canonical" href="${e(url)}">`}
<meta property="og:type" content="profile">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(url)}">
<meta property="og:image" content="${e(input.imageUrl)}">
<meta property="og:locale" content="${info.tag}">
<meta name="twitter:card" content="summary">
${input.jsonLd ? `${jsonLdScript(input.jsonLd)}\n` : ''}${card.isPublic && card.status === 'active' ? '' : '<meta name="robots" content="noindex">\n'}<style>${cardPageCss()}</style>
</head>
<body class="hc-t-${card.template}">
<main>
${renderCardFace({
  template: card.template,
  name: card.fullName,
  role,
  photoUrl: input.photoUrl,
  photoAlt: card.fullName,
  nameTag: 'h1',
  actions,
  save: { label: label('cards.save_contact'), href: `${path}/contact.vcf` },
  rows: infoRows,
  top: owner + verified,
  bottom: `${social ? `<div class="links">${social}</div>` : ''}
<h2>${t('cards.share')}</h2>
<div class="links">${shares}</div>
<div class="qr"><img src="${e(path)}/qr.svg" width="160" height="160" alt="QR" loading="lazy"><p>${t('cards.scan_qr')}</p></div>
${card.showContactForm ? renderForm(input, t) : ''}`,
})}
<footer><a href="/">${t('cards.made_with')}</a> · <a href="/report/card/${e(card.id)}?slug=${e(card.slug)}" rel="nofollow">${t('cards.report')}</a></footer>
</main>
</body>
</html>
`;
}

function renderForm(input: TCardPageInput, t: (key: string) => string): string {
  const { form, path } = input;
  const e = escapeHtml;
  if (form.sent)
    return `<section id="contact"><h2>${t('cards.contact_title')}</h2><p class="note" role="status">${t('cards.sent')}</p></section>`;
  const value = (name: string) => e(form.values[name] ?? '');
  const error = (name: string) => {
    const messages = form.errors[name];
    return messages?.length ? `<p class="err" id="${name}-err">${messages.map(e).join(' ')}</p>` : '';
  };
  const described = (name: string) =>
    form.errors[name]?.length ? ` aria-invalid="true" aria-describedby="${name}-err"` : '';
  const hasErrors = Object.keys(form.errors).length > 0;
  return `<section id="contact"><h2>${t('cards.contact_title')}</h2>
${hasErrors ? `<p class="note err" role="alert">${t('cards.fix_errors')}</p>` : ''}<form method="post" action="${e(path)}/contact${input.urlLang ? `?lang=${input.urlLang}` : ''}#contact">
<input type="hidden" name="_token" value="${e(input.csrfToken)}">
<div class="hp" aria-hidden="true"><label for="website_url">Website</label><input id="website_url" name="website_url" tabindex="-1" autocomplete="off"></div>
<label for="name">${t('cards.your_name')}</label><input id="name" name="name" required maxlength="100" autocomplete="name" value="${value('name')}"${described('name')}>${error('name')}
<label for="email">${t('cards.your_email')}</label><input id="email" name="email" type="email" maxlength="254" autocomplete="email" dir="ltr" value="${value('email')}"${described('email')}>${error('email')}
<label for="phone">${t('cards.your_phone')}</label><input id="phone" name="phone" type="tel" maxlength="32" autocomplete="tel" dir="ltr" value="${value('phone')}"${described('phone')}>${error('phone')}
<label for="message">${t('cards.message')}</label><textarea id="message" name="message" required maxlength="2000" rows="4"${described('message')}>${value('message')}</textarea>${error('message')}
<button type="submit">${t('cards.send')}</button>
</form></section>`;
}

/** A small HTML "not found" page in the visitor's language. */
export function renderNotFoundPage(lang: TLanguageCode): string {
  const info = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  const t = (key: string) => escapeHtml(translate(lang, key));
  return `<!doctype html><html lang="${info.tag}" dir="${info.rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t('cards.not_found_title')}</title>${PAGE_ICON_LINKS}<style>body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:4rem auto;padding:0 1rem;color:#222}</style></head><body><h1>${t('cards.not_found_title')}</h1><p>${t('cards.not_found_body')}</p><p><a href="/">Haat</a></p></body></html>`;
}
