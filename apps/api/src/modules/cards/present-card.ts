import { isLanguageCode, type TCard } from '@haat/shared';
import type { TStorage } from '../../plugins/storage.ts';
import type { TVcardRow } from './repository.ts';
import { cardPath, cardUrl, shareLinks } from './share-links.ts';

/**
 * The card object every owner endpoint answers with. `url` and `share_links` leave the site, so they
 * use `appUrl` (the request's canonical origin); `downloads` are relative.
 */
export function presentCard(
  row: TVcardRow,
  options: { appUrl: string; storage: TStorage; unreadLeads?: number },
): TCard {
  const url = cardUrl(options.appUrl, row.slug);
  const path = cardPath(row.slug);
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
    // Fetched by the web app on whatever host it was opened on: relative, never APP_URL's.
    downloads: {
      vcf: `${path}/contact.vcf`,
      qr_svg: `${path}/qr.svg`,
      qr_png: `${path}/qr.png`,
      png: `${path}/card.png`,
      pdf: `${path}/card.pdf`,
    },
    share_links: shareLinks(url, title),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(row.moderation ? { moderation: { state: row.moderation, reason: row.moderationReason } } : {}),
  };
}
