import { CARD_TEMPLATE_STYLES, cardInitials, cssBackground } from './card-templates.ts';
import { CARD_TEMPLATES, type TCardTemplate } from './schemas.ts';

/*
 * The card itself (header with photo or initials, name and role; contact buttons; contact rows) as
 * one HTML string and one style sheet. The public page `/c/{slug}` renders it on the server and the
 * editor's preview renders the very same string, so the two cannot drift (docs/decisions/038).
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface TCardFaceAction {
  label: string;
  /** Without an address (the editor's preview) the button is drawn but leads nowhere. */
  href?: string;
  rel?: string;
}

export interface TCardFaceRow {
  label: string;
  value: string;
  href?: string;
  /** Drawn as a link even without an address (the editor's preview of a row that will be one). */
  link?: boolean;
  /** Phone numbers, addresses and links read left to right in every language. */
  ltr?: boolean;
}

export interface TCardFaceInput {
  template: TCardTemplate;
  name: string;
  /** Job title and company, already joined. */
  role: string;
  photoUrl: string | null;
  photoAlt: string;
  /** `h1` on the public page; `p` in the editor, whose page has its own heading. */
  nameTag: 'h1' | 'p';
  actions: readonly TCardFaceAction[];
  /** The "Save contact" button under the actions (the vCard download on the public page). */
  save?: TCardFaceAction;
  rows: readonly TCardFaceRow[];
  /** Header only, smaller: the editor's preview docked above the form on phones. */
  compact?: boolean;
  /** Trusted HTML placed first in the card (above the header) and last in its body. */
  top?: string;
  bottom?: string;
}

const PHOTO_RADIUS = { circle: '50%', rounded: '1.5rem', square: '0' } as const;

/** The custom properties of one template, as a declaration list. */
function templateVariables(template: TCardTemplate): string {
  const s = CARD_TEMPLATE_STYLES[template];
  return [
    `--page:${s.page}`,
    `--card:${s.card}`,
    `--ink:${s.ink}`,
    `--muted:${s.muted}`,
    `--line:${s.line}`,
    `--soft:${s.soft}`,
    `--accent:${s.accent}`,
    `--on-accent:${s.onAccent}`,
    `--head:${cssBackground(s.head)}`,
    `--head-ink:${s.headInk}`,
    `--head-rule:${s.headRule ? `1px solid ${s.line}` : '0'}`,
    `--radius:${s.radius}`,
    `--btn-radius:${s.buttonRadius}`,
    `--photo-radius:${PHOTO_RADIUS[s.photoShape]}`,
    `--photo-margin:${s.align === 'center' ? 'auto' : '0'}`,
    `--align:${s.align}`,
    `--gap:${s.gap}`,
    `--shadow:${s.shadow}`,
    `--border:${s.border}`,
    `--name-size:${s.nameSize}`,
    `--name-weight:${s.nameWeight}`,
    `--name-case:${s.nameUppercase ? 'uppercase' : 'none'}`,
    `--name-spacing:${s.nameUppercase ? '.02em' : 'normal'}`,
  ].join(';');
}

const FACE = `.hc-card,.hc-card *{box-sizing:border-box}
.hc-card{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Bengali","Noto Sans Arabic",sans-serif;background:var(--card);color:var(--ink);border-radius:var(--radius);overflow:hidden;box-shadow:var(--shadow);border:var(--border);text-align:start}
.hc-head{background:var(--head);color:var(--head-ink);padding:2rem 1.5rem 1.5rem;text-align:var(--align);border-block-end:var(--head-rule)}
.hc-photo{width:7rem;height:7rem;border-radius:var(--photo-radius);object-fit:cover;border:4px solid var(--card);display:block;margin:0 0 .75rem;margin-inline:var(--photo-margin)}
.hc-initials{display:grid;place-items:center;background:var(--soft);color:var(--accent);font-size:2.25rem;font-weight:700;line-height:1}
.hc-name{margin:0;font-size:var(--name-size);line-height:1.25;font-weight:var(--name-weight);text-transform:var(--name-case);letter-spacing:var(--name-spacing);overflow-wrap:anywhere}
.hc-role{margin:.25rem 0 0;opacity:.85;overflow-wrap:anywhere}
.hc-body{padding:1.25rem 1.5rem}
.hc-actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(5.5rem,1fr));gap:.5rem;margin:0 0 1rem}
.hc-btn{display:block;text-align:center;padding:.65rem .5rem;border-radius:var(--btn-radius);background:var(--soft);color:var(--accent);font-weight:600;text-decoration:none}
.hc-save{display:block;text-align:center;padding:.85rem;border-radius:var(--btn-radius);background:var(--accent);color:var(--on-accent);font-weight:700;text-decoration:none;margin:0 0 1.25rem}
.hc-info{list-style:none;margin:0;padding:0}.hc-info li{padding-block:.55rem;border-block-end:1px solid var(--line);overflow-wrap:anywhere}
.hc-info small{display:block;color:var(--muted);font-size:.8rem}.hc-link{color:var(--accent);text-decoration:underline}
.hc-compact .hc-head{display:flex;align-items:center;gap:.75rem;padding:.6rem 1rem;text-align:start}
.hc-compact .hc-photo{width:3rem;height:3rem;margin:0;border-width:2px;font-size:1.1rem;flex:none}
.hc-compact .hc-name{font-size:1.15rem}.hc-compact .hc-role{margin:0;font-size:.85rem}.hc-compact .hc-body{display:none}`;

/** The style sheet of the card: every template's variables (class `hc-t-<template>`) and the card's rules. */
export function cardFaceCss(): string {
  const variables = CARD_TEMPLATES.map((template) => `.hc-t-${template}{${templateVariables(template)}}`);
  return `${variables.join('\n')}\n${FACE}`;
}

/** The card as HTML; every value is escaped, only `top` and `bottom` are taken as they are. */
export function renderCardFace(input: TCardFaceInput): string {
  const e = escapeHtml;
  const style = CARD_TEMPLATE_STYLES[input.template];
  const initials = cardInitials(input.name);
  const photo = input.photoUrl
    ? `<img class="hc-photo" src="${e(input.photoUrl)}" width="112" height="112" alt="${e(input.photoAlt)}">`
    : style.showInitials && initials
      ? `<span class="hc-photo hc-initials" aria-hidden="true" data-initials>${e(initials)}</span>`
      : '';
  const tag = input.nameTag;
  const role = input.role ? `<p class="hc-role"><bdi>${e(input.role)}</bdi></p>` : '';
  const head = `<header class="hc-head">${photo}<div><${tag} class="hc-name"><bdi>${e(input.name)}</bdi></${tag}>${role}</div></header>`;
  const button = (className: string, action: TCardFaceAction, extra = '') =>
    action.href
      ? `<a class="${className}" href="${e(action.href)}"${action.rel ? ` rel="${e(action.rel)}"` : ''}${extra}>${e(action.label)}</a>`
      : `<span class="${className}">${e(action.label)}</span>`;
  const actions = input.actions.map((action) => button('hc-btn', action)).join('');
  const rows = input.rows
    .map((row) => {
      const dir = row.ltr ? ' dir="ltr"' : '';
      const value = row.href
        ? `<a class="hc-link" href="${e(row.href)}"${dir}>${e(row.value)}</a>`
        : row.link
          ? `<span class="hc-link"${dir}>${row.ltr ? e(row.value) : `<bdi>${e(row.value)}</bdi>`}</span>`
          : row.ltr
            ? `<span dir="ltr">${e(row.value)}</span>`
            : `<bdi>${e(row.value)}</bdi>`;
      return `<li><small>${e(row.label)}</small>${value}</li>`;
    })
    .join('');
  const body = [
    actions ? `<div class="hc-actions">${actions}</div>` : '',
    input.save ? button('hc-save', input.save, ' download') : '',
    rows ? `<ul class="hc-info">${rows}</ul>` : '',
    input.bottom ?? '',
  ].join('\n');
  const classes = ['hc-card', `hc-t-${input.template}`, input.compact ? 'hc-compact' : ''].filter(Boolean);
  return `<article class="${classes.join(' ')}" data-template="${input.template}">
${input.top ?? ''}${head}
<div class="hc-body">
${body}
</div>
</article>`;
}
