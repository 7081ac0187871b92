import type { TBusiness } from '@haat/shared/directory/schemas';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { countryName } from '../format.ts';
import { placeParts } from '../place-parts.ts';
import { PlaceText } from './place-text.tsx';
import { SocialLinks } from './social-links.tsx';

const linkClass = 'font-medium text-emerald-800 underline dark:text-emerald-300';

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * The business page's contact card: phone, WhatsApp (marked when the owner verified that number,
 * decision 063), email, website, address and social links.
 */
export function ContactCard({
  business,
  whatsappVerified,
}: {
  business: TBusiness;
  whatsappVerified: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Card aria-labelledby="contact-title">
      <h2 id="contact-title" className="mb-3 text-lg font-semibold">
        {t('directory.contact.title')}
      </h2>
      <dl className="space-y-2 text-sm">
        {business.phone ? (
          <Row label={t('directory.contact.phone')}>
            <a href={`tel:${business.phone}`} dir="ltr" className={linkClass}>
              {business.phone}
            </a>
          </Row>
        ) : null}
        {business.whatsapp ? (
          <Row label={t('directory.contact.whatsapp')} className="flex flex-wrap items-center gap-x-2">
            {business.actions.whatsapp ? (
              <a
                href={business.actions.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className={linkClass}
              >
                {business.whatsapp}
              </a>
            ) : (
              <span dir="ltr">{business.whatsapp}</span>
            )}
            {whatsappVerified ? (
              <span
                className="inline-flex items-center gap-1 text-xs font-semibold text-sky-900 dark:text-sky-200"
                data-testid="whatsapp-verified"
              >
                <BadgeCheck aria-hidden className="size-3.5" />
                {t('directory.contact.whatsapp_verified')}
              </span>
            ) : null}
          </Row>
        ) : null}
        {business.email ? (
          <Row label={t('directory.contact.email')} className="break-all">
            <a href={`mailto:${business.email}`} className={linkClass}>
              {business.email}
            </a>
          </Row>
        ) : null}
        {business.website ? (
          <Row label={t('directory.contact.website')} className="break-all">
            <a
              href={business.website}
              target="_blank"
              rel="noopener noreferrer"
              dir="ltr"
              className={linkClass}
            >
              {business.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </Row>
        ) : null}
        <Row label={t('directory.contact.address')} className="break-words">
          <PlaceText
            parts={[business.address, ...placeParts(business, lang), countryName(business.country, lang)]}
          />
        </Row>
      </dl>
      <div className="mt-4">
        <SocialLinks social={business.social} />
      </div>
    </Card>
  );
}
