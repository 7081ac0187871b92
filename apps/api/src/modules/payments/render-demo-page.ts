import { formatTaka, LANGUAGES, shortReference, type TLanguageCode, translate } from '@haat/shared';
import { PAGE_ICON_LINKS } from '../../lib/page-icons.ts';
import { escapeHtml } from '../cards/render-card-page.ts';
import type { TPaymentRow } from './repository.ts';

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.badge{display:inline-block;padding:.1rem .5rem;border-radius:1rem;background:#fef3c7;color:#92400e;font-size:.8rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1.25rem 0}dt{color:#52525b}dd{margin:0;text-align:end}
.amount{font-size:1.75rem;font-weight:700}.actions{display:grid;gap:.5rem}
button{font:inherit;padding:.75rem;border-radius:.6rem;border:1px solid #d4d4d8;background:#fff;color:#18181b;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.pay{background:#15803d;border-color:#15803d;color:#fff}.fail{color:#b91c1c}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a}dt{color:#a1a1aa}button{background:#27272a;color:#f4f4f5;border-color:#52525b}.pay{background:#16a34a;color:#fff}.fail{color:#fca5a5}a{color:#93c5fd}}`;

function page(lang: TLanguageCode, title: string, body: string): string {
  const info = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  return `<!doctype html><html lang="${info.tag}" dir="${info.rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${PAGE_ICON_LINKS}<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The demo gateway's hosted page: the payment, and Pay / Fail / Cancel (a plain form, no script). */
export function renderDemoPage(input: {
  lang: TLanguageCode;
  payment: TPaymentRow;
  csrfToken: string;
  sig: string;
  resultUrl: string;
}): string {
  const { lang, payment } = input;
  const t = (key: string, values?: Record<string, string>) => escapeHtml(translate(lang, key, values));
  const e = escapeHtml;
  const amount = e(formatTaka(Number(payment.amount), lang));
  if (payment.status !== 'pending') {
    return page(
      lang,
      translate(lang, 'payments.demo_title'),
      `<h1>${t('payments.demo_title')}</h1><p>${t(`payments.status_${payment.status}`)}</p><p><a href="${e(input.resultUrl)}">${t('payments.demo_back')}</a></p>`,
    );
  }
  return page(
    lang,
    translate(lang, 'payments.demo_title'),
    `<h1>${t('payments.demo_title')}</h1><span class="badge">${t('payments.demo_badge')}</span>
<dl><dt>${t('payments.demo_merchant')}</dt><dd>Haat</dd><dt>${t('payments.demo_amount')}</dt><dd class="amount"><bdi>${amount}</bdi></dd><dt>${t('payments.demo_reference')}</dt><dd><code dir="ltr">${e(shortReference(payment.id))}</code></dd></dl>
<form method="post" action="/pay/demo/${e(payment.id)}" class="actions">
<input type="hidden" name="_token" value="${e(input.csrfToken)}"><input type="hidden" name="sig" value="${e(input.sig)}">
<button class="pay" name="action" value="pay" type="submit">${t('payments.demo_pay', { amount: formatTaka(Number(payment.amount), lang) })}</button>
<button class="fail" name="action" value="fail" type="submit">${t('payments.demo_fail')}</button>
<button name="action" value="cancel" type="submit">${t('payments.demo_cancel')}</button>
</form>`,
  );
}

export function renderDemoNotFound(lang: TLanguageCode): string {
  const t = (key: string) => escapeHtml(translate(lang, key));
  return page(
    lang,
    translate(lang, 'payments.demo_not_found'),
    `<h1>${t('payments.demo_not_found')}</h1><p><a href="/wallet">Haat</a></p>`,
  );
}
