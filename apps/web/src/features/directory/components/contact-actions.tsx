import type { TBusiness } from '@haat/shared/directory/schemas';
import { Globe, Mail, MessageCircle, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

interface TAction {
  key: string;
  href: string;
  label: string;
  icon: ReactNode;
  external?: boolean;
}

/** Call, WhatsApp, email, directions and website: the contacts the business gave, as big buttons. */
export function ContactActions({ business }: { business: TBusiness }) {
  const { t } = useTranslation();
  const icon = 'size-4 shrink-0';
  const actions: TAction[] = [];
  if (business.actions.call)
    actions.push({
      key: 'call',
      href: business.actions.call,
      label: t('directory.contact.call'),
      icon: <Phone aria-hidden className={icon} />,
    });
  if (business.actions.whatsapp)
    actions.push({
      key: 'whatsapp',
      href: business.actions.whatsapp,
      label: t('directory.contact.whatsapp'),
      icon: <MessageCircle aria-hidden className={icon} />,
      external: true,
    });
  if (business.actions.email)
    actions.push({
      key: 'email',
      href: business.actions.email,
      label: t('directory.contact.email'),
      icon: <Mail aria-hidden className={icon} />,
    });
  if (business.actions.directions)
    actions.push({
      key: 'directions',
      href: business.actions.directions,
      label: t('directory.contact.directions'),
      icon: <Navigation aria-hidden className={`${icon} rtl:-scale-x-100`} />,
      external: true,
    });
  if (business.website)
    actions.push({
      key: 'website',
      href: business.website,
      label: t('directory.contact.website'),
      icon: <Globe aria-hidden className={icon} />,
      external: true,
    });
  if (!actions.length) return null;
  return (
    <ul
      className="flex flex-wrap gap-2"
      aria-label={t('directory.contact.title')}
      data-testid="contact-actions"
    >
      {actions.map((action, index) => (
        <li key={action.key}>
          <a
            href={action.href}
            data-action={action.key}
            {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={buttonClass(index === 0 ? 'primary' : 'secondary', 'sm')}
          >
            {action.icon}
            {action.label}
            {action.external ? <span className="sr-only">{t('directory.common.new_tab')}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
