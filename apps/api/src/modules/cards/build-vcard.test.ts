import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildVcard, contentLine, foldLine } from './build-vcard.ts';
import type { TVcardRow } from './repository.ts';

// A long Bengali text (well over 75 octets: each Bengali letter is 3 octets in UTF-8), with the
// characters vCard must escape, and a line break.
const LONG =
  'বাড়ি ১২, রোড ৫; ধানমন্ডি আবাসিক এলাকা, ঢাকা ১২০৫\nপ্রধান কার্যালয়ের পাশে, নীল দরজার দোতলা বাড়ি — সকাল দশটা থেকে সন্ধ্যা ছয়টা';

function row(changes: Partial<TVcardRow> = {}): TVcardRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    slug: 'card-abc123',
    fullName: 'নুসরাত জাহান',
    jobTitle: 'প্রধান নির্বাহী, বিক্রয় ও বিপণন বিভাগ (দক্ষিণ অঞ্চল)',
    company: 'হাট; লিমিটেড — বাংলাদেশের ডিজিটাল বাজার\\শাখা',
    phone: '+8801712345678',
    email: 'nusrat@example.com',
    website: 'https://haat.example.com',
    address: LONG,
    facebook: null,
    linkedin: null,
    instagram: null,
    whatsapp: null,
    photoKey: null,
    photoThumbKey: null,
    template: 'classic',
    language: 'bn',
    isPublic: true,
    showContactForm: true,
    enableAnalytics: true,
    status: 'active',
    viewsCount: 0,
    scansCount: 0,
    sharesCount: 0,
    contactsCount: 0,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-21T10:00:00Z'),
    ...changes,
  } as TVcardRow;
}

/** The file read by ical.js (Mozilla's RFC 6350 parser): property name → its JSON form. */
function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return (name: string) => component.getFirstProperty(name)?.toJSON();
}

describe('buildVcard', () => {
  it('marks every non-ASCII text property CHARSET=UTF-8 and a parser reads the Bengali back exactly', () => {
    const text = buildVcard(row(), { url: 'https://haat.example.com/c/card-abc123' });
    const unfolded = text.replace(/\r\n /g, '');
    for (const name of ['N', 'FN', 'ORG', 'TITLE', 'ADR;TYPE=WORK'])
      expect(unfolded).toMatch(new RegExp(`\\r\\n${name};CHARSET=UTF-8:`));
    // ASCII values are left as they were.
    expect(unfolded).toContain('\r\nEMAIL;TYPE=INTERNET,PREF:nusrat@example.com\r\n');
    expect(unfolded).toContain('\r\nURL;TYPE=WORK:https://haat.example.com\r\n');

    const property = parse(text);
    expect(property('fn')).toEqual(['fn', { charset: 'UTF-8' }, 'text', 'নুসরাত জাহান']);
    expect(property('n')?.[3]).toEqual(['জাহান', 'নুসরাত', '', '', '']);
    expect(property('org')?.[3]).toBe('হাট; লিমিটেড — বাংলাদেশের ডিজিটাল বাজার\\শাখা');
    expect(property('title')?.[3]).toBe('প্রধান নির্বাহী, বিক্রয় ও বিপণন বিভাগ (দক্ষিণ অঞ্চল)');
    expect(property('adr')?.[1]).toEqual({ type: 'WORK', charset: 'UTF-8' });
    expect(property('adr')?.[3]).toEqual(['', '', LONG, '', '', '', '']);
  });

  it('folds long Bengali lines at 75 octets or fewer without splitting a character', () => {
    const text = buildVcard(row(), { url: 'https://haat.example.com/c/card-abc123' });
    const bytes = Buffer.from(text, 'utf8');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    let folded = 0;
    for (let i = 0; i < bytes.length - 1; i += 1) {
      if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
      const line = bytes.subarray(start, i);
      expect(line.length).toBeLessThanOrEqual(75);
      // Each physical line on its own is whole UTF-8: a split character would throw here.
      expect(() => decoder.decode(line)).not.toThrow();
      if (line[0] === 0x20) folded += 1;
      start = i + 2;
    }
    expect(start).toBe(bytes.length);
    expect(folded).toBeGreaterThan(4);
  });

  it('folds any line the same way and adds nothing to ASCII-only values', () => {
    const line = contentLine('NOTE', 'অ'.repeat(60));
    expect(line.startsWith('NOTE;CHARSET=UTF-8:')).toBe(true);
    expect(contentLine('NOTE', 'plain text')).toBe('NOTE:plain text');
    const parts = foldLine(line).split('\r\n');
    expect(parts.map((part) => Buffer.byteLength(part))).toEqual([73, 73, 55]);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
