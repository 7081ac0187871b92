import { cardFaceCss, renderCardFace, type TCardFaceAction } from '@haat/shared/cards/card-face';
import type { TCardTemplate } from '@haat/shared/cards/schemas';
import { useTranslation } from '../../../lib/i18n.ts';

export interface TPreviewValues {
  full_name?: string | null;
  job_title?: string | null;
  company?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  address?: string | null;
  whatsapp?: string | null;
  photo?: string | null;
  template: TCardTemplate;
  /** The card's language; Arabic cards read right to left. */
  language?: string | null;
}

// Built once: every template's variables and the card's rules, shared with the public page.
const CARD_CSS = cardFaceCss();

/** The public page's card face for the values typed so far. */
function previewHtml(values: TPreviewValues, compact: boolean, t: (key: string) => string): string {
  const face = (key: string): TCardFaceAction => ({ label: t(`vcard.card_face.${key}`) });
  const website = values.website
    ?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');
  const actions = [
    values.phone ? face('call') : null,
    values.email ? face('email') : null,
    values.whatsapp ? face('whatsapp') : null,
    website ? face('website') : null,
    values.address ? face('map') : null,
  ].filter((action) => action !== null);
  const rows = [
    values.phone ? { label: t('fields.phone'), value: values.phone, link: true, ltr: true } : null,
    values.email ? { label: t('fields.email'), value: values.email, link: true, ltr: true } : null,
    website ? { label: t('fields.website'), value: website, link: true, ltr: true } : null,
    values.address ? { label: t('fields.address'), value: values.address, link: true } : null,
  ].filter((row) => row !== null);
  return renderCardFace({
    template: values.template,
    name: values.full_name?.trim() || '—',
    role: [values.job_title, values.company].filter(Boolean).join(' · '),
    photoUrl: values.photo ?? null,
    photoAlt: '',
    nameTag: 'p',
    actions,
    save: face('save_contact'),
    rows,
    compact,
  });
}

/**
 * The card exactly as its public page `/c/{slug}` draws it: the same HTML (from
 * `@haat/shared/cards/card-face`, which escapes every value) and the same style sheet, with buttons
 * that lead nowhere. `compact` shows the header only (the preview docked above the form on phones).
 */
export function CardPreview({
  values,
  label,
  compact = false,
}: {
  values: TPreviewValues;
  label: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const html = previewHtml(values, compact, t);

  return (
    <figure
      aria-label={label}
      dir={values.language ? (values.language === 'ar' ? 'rtl' : 'ltr') : undefined}
      data-template={values.template}
      data-testid="card-preview"
      className="m-0"
    >
      <style>{CARD_CSS}</style>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shared card face escapes every value it is given (tested), and it is the public page's own markup */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
