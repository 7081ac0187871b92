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
 * One content line. Apple's address book reads a vCard 3.0 file opened from disk in a legacy
 * encoding unless the property says otherwise, so every property whose value carries non-ASCII text
 * is marked `CHARSET=UTF-8` (the vCard 2.1 parameter, which 3.0 readers accept and iOS honours).
 */
export function contentLine(nameAndParams: string, value: string): string {
  const ascii = Buffer.byteLength(value, 'utf8') === value.length;
  const charset = ascii ? '' : ';CHARSET=UTF-8';
  return `${nameAndParams}${charset}:${value}`;
}

/**
 * The card as a vCard 3.0 (the version every phone imports), UTF-8 (marked `CHARSET=UTF-8` on
 * non-ASCII values), CRLF line ends, folded lines, the photo embedded as base64 JPEG.
 */
export function buildVcard(card: TVcardRow, options: { url: string; photo?: Buffer }): string {
  const [family, given] = nameParts(card.fullName);
  const text = escapeVcardText;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    contentLine('N', `${text(family)};${text(given)};;;`),
    contentLine('FN', text(card.fullName)),
  ];
  if (card.company) lines.push(contentLine('ORG', text(card.company)));
  if (card.jobTitle) lines.push(contentLine('TITLE', text(card.jobTitle)));
  if (card.phone) lines.push(`TEL;TYPE=CELL,VOICE:${card.phone}`);
  if (card.whatsapp && card.whatsapp !== card.phone) lines.push(`TEL;TYPE=CELL:${card.whatsapp}`);
  if (card.email) lines.push(contentLine('EMAIL;TYPE=INTERNET,PREF', text(card.email)));
  if (card.website) lines.push(contentLine('URL;TYPE=WORK', text(card.website)));
  if (card.address) lines.push(contentLine('ADR;TYPE=WORK', `;;${text(card.address)};;;;`));
  const social: [string, string | null][] = [
    ['facebook', card.facebook],
    ['linkedin', card.linkedin],
    ['instagram', card.instagram],
    ['whatsapp', card.whatsapp ? `https://wa.me/${card.whatsapp.replace(/\D/g, '')}` : null],
  ];
  for (const [type, link] of social) {
    if (link) lines.push(contentLine(`X-SOCIALPROFILE;TYPE=${type}`, text(link)));
  }
  lines.push(contentLine('SOURCE', `${text(options.url)}/contact.vcf`));
  if (options.photo) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${options.photo.toString('base64')}`);
  lines.push(`REV:${card.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A download file name from the slug (ASCII only), e.g. `nusrat-jahan-k4q2ps.vcf`. */
export function downloadName(slug: string, extension: string): string {
  return `${slug.replace(/[^a-z0-9-]/g, '')}.${extension}`;
}
