import { SHARE_CHANNELS, type TShareChannel } from '@haat/shared';

/** The public page of a card, relative to the site (for pages and requests on this origin). */
export function cardPath(slug: string): string {
  return `/c/${slug}`;
}

/** The public page of a card, absolute (for links that leave the site: QR, vCard, shares). */
export function cardUrl(appUrl: string, slug: string): string {
  return `${appUrl}${cardPath(slug)}`;
}

/** Where each share button sends the card's link (`copy`: the link itself). */
export function shareLinks(url: string, title: string): Record<TShareChannel, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  const links: Record<TShareChannel, string> = {
    whatsapp: `https://wa.me/?text=${text}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`,
    sms: `sms:?&body=${text}`,
    copy: url,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
  };
  return Object.fromEntries(SHARE_CHANNELS.map((channel) => [channel, links[channel]])) as Record<
    TShareChannel,
    string
  >;
}
