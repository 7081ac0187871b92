import { isLanguageCode, type TCard } from '@haat/shared';
import type { TStorage } from '../../plugins/storage.ts';
import type { TVcardRow } from './repository.ts';
import { cardUrl, shareLinks } from './share-links.ts';

/** The card object every owner endpoint answers with. */
export function presentCard(
  row: TVcardRow,
  options: { appUrl: string; storage: TStorage; unreadLeads?: number },
): TCard {
  const url = cardUrl(options.appUrl, row.slug);
  const title = [row.fullName, row.jobTitle, row.company].filter(Boolean).join(' · ');
  return {
    id: row.id,
    slug: row.slug,
    url,
    full_name: row.fullName,
    job_title: row.jobTitle,
    company: row.company,
    phone: row.phone,
    email: row.email,
    website: row.website,
    address: row.address,
    social: {
      facebook: row.facebook,
      linkedin: row.linkedin,
      instagram: row.instagram,
      whatsapp: row.whatsapp,
    },
    photo_url: row.photoKey ? options.storage.url(row.photoKey) : null,
    photo_thumb_url: row.photoThumbKey ? options.storage.url(row.photoThumbKey) : null,
    template: row.template,
    language: isLanguageCode(row.language) ? row.language : null,
    settings: {
      public: row.isPublic,
      show_contact_form: row.showContactForm,
      enable_analytics: row.enableAnalytics,
    },
    status: row.status,
    stats: {
      views: row.viewsCount,
      scans: row.scansCount,
      shares: row.sharesCount,
      contacts: row.contactsCount,
    },
    unread_leads: options.unreadLeads ?? 0,
    downloads: {
      vcf: `${url}/contact.vcf`,
      qr_svg: `${url}/qr.svg`,
      qr_png: `${url}/qr.png`,
      png: `${url}/card.png`,
      pdf: `${url}/card.pdf`,
    },
    share_links: shareLinks(url, title),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
