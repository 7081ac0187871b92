import type { TVcardRow } from './repository.ts';

/** Escapes a vCard text value (RFC 6350 3.4): backslash, comma, semicolon and newlines. */
export function escapeVcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets with CRLF + space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Splits a full name into family and given names for `N` (the last word is the family name). */
function nameParts(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return ['', fullName.trim()];
  return [words[words.length - 1] ?? '', words.slice(0, -1).join(' ')];
}

/**
 * The card as a vCard 3.0 (the version every phone imports), UTF-8, CRLF line ends, folded lines,
 * the photo embedded as base64 JPEG.
 */
export function buildVcard(card: TVcardRow, options: { url: string; photo?: Buffer }): string {
  const [family, given] = nameParts(card.fullName);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcardText(family)};${escapeVcardText(given)};;;`,
    `FN:${escapeVcardText(card.fullName)}`,
  ];
  if (card.company) lines.push(`ORG:${escapeVcardText(card.company)}`);
  if (card.jobTitle) lines.push(`TITLE:${escapeVcardText(card.jobTitle)}`);
  if (card.phone) lines.push(`TEL;TYPE=CELL,VOICE:${card.phone}`);
  if (card.whatsapp && card.whatsapp !== card.phone) lines.push(`TEL;TYPE=CELL:${card.whatsapp}`);
  if (card.email) lines.push(`EMAIL;TYPE=INTERNET,PREF:${escapeVcardText(card.email)}`);
  if (card.website) lines.push(`URL;TYPE=WORK:${escapeVcardText(card.website)}`);
  if (card.address) lines.push(`ADR;TYPE=WORK:;;${escapeVcardText(card.address)};;;;`);
  const social: [string, string | null][] = [
    ['facebook', card.facebook],
    ['linkedin', card.linkedin],
    ['instagram', card.instagram],
    ['whatsapp', card.whatsapp ? `https://wa.me/${card.whatsapp.replace(/\D/g, '')}` : null],
  ];
  for (const [type, link] of social) {
    if (link) lines.push(`X-SOCIALPROFILE;TYPE=${type}:${escapeVcardText(link)}`);
  }
  lines.push(`SOURCE:${escapeVcardText(options.url)}/contact.vcf`);
  if (options.photo) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${options.photo.toString('base64')}`);
  lines.push(`REV:${card.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A download file name from the slug (ASCII only), e.g. `nusrat-jahan-k4q2ps.vcf`. */
export function downloadName(slug: string, extension: string): string {
  return `${slug.replace(/[^a-z0-9-]/g, '')}.${extension}`;
}
