import { compactJsonLd, type TJsonLd } from '@haat/shared';
import type { TVcardRow } from './repository.ts';

function webLink(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * schema.org Person JSON-LD for a public card page: name, job title, the company as worksFor,
 * contacts, the card's canonical address, the photo (absolute, or none) and the owner's website
 * and profiles as sameAs.
 */
export function cardJsonLd(card: TVcardRow, options: { url: string; photoUrl: string | null }): TJsonLd {
  return compactJsonLd({
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${options.url}#person`,
    name: card.fullName,
    jobTitle: card.jobTitle,
    worksFor: card.company ? { '@type': 'Organization', name: card.company } : null,
    email: card.email,
    telephone: card.phone,
    address: card.address,
    url: options.url,
    image: options.photoUrl,
    sameAs: [card.website, card.facebook, card.linkedin, card.instagram].map(webLink),
  });
}
