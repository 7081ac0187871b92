import { describe, expect, it } from 'vitest';
import { cardFaceCss, renderCardFace, type TCardFaceInput } from './card-face.ts';
import { CARD_TEMPLATE_STYLES, cardInitials } from './card-templates.ts';
import { CARD_TEMPLATES } from './schemas.ts';

const base: TCardFaceInput = {
  template: 'modern',
  name: 'Nusrat Jahan',
  role: 'Founder · Haat',
  photoUrl: null,
  photoAlt: 'Nusrat Jahan',
  nameTag: 'h1',
  actions: [{ label: 'Call', href: 'tel:+8801712345678' }],
  rows: [{ label: 'Phone', value: '+8801712345678', href: 'tel:+8801712345678', ltr: true }],
};

describe('card templates', () => {
  it('define the modern header as the purple-to-pink gradient, with initials, in one place', () => {
    expect(CARD_TEMPLATE_STYLES.modern.head).toEqual(['#6d3fd6', '#d6457a']);
    expect(cardFaceCss()).toContain('.hc-t-modern{--page:#f4f1fb');
    expect(cardFaceCss()).toContain('--head:linear-gradient(135deg,#6d3fd6,#d6457a)');
    for (const template of CARD_TEMPLATES) expect(cardFaceCss()).toContain(`.hc-t-${template}{`);
  });

  it('take whole letters as initials (a Bengali letter keeps its vowel sign)', () => {
    expect(cardInitials('nusrat jahan')).toBe('NJ');
    expect(cardInitials('  নুসরাত   জাহান ')).toBe('নুজা');
    expect(cardInitials('Madonna')).toBe('M');
    expect(cardInitials('')).toBe('');
  });
});

describe('renderCardFace', () => {
  it('draws initials in place of a missing photo where the template shows them', () => {
    const modern = renderCardFace(base);
    expect(modern).toContain('<span class="hc-photo hc-initials" aria-hidden="true" data-initials>NJ</span>');
    expect(renderCardFace({ ...base, template: 'minimal' })).not.toContain('data-initials');
    const photo = renderCardFace({ ...base, photoUrl: '/uploads/cards/ab/x.jpg' });
    expect(photo).toContain('<img class="hc-photo" src="/uploads/cards/ab/x.jpg"');
    expect(photo).not.toContain('data-initials');
  });

  it('escapes every value, and draws buttons without an address as plain text', () => {
    const html = renderCardFace({
      ...base,
      name: '<script>alert(1)</script>',
      role: '"><img src=x>',
      actions: [{ label: '<b>Call</b>' }],
      rows: [{ label: 'Address', value: '<i>Dhaka</i>' }],
      save: { label: 'Save' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<span class="hc-btn">&lt;b&gt;Call&lt;/b&gt;</span>');
    expect(html).toContain('<span class="hc-save">Save</span>');
    expect(html).toContain('<li><small>Address</small><bdi>&lt;i&gt;Dhaka&lt;/i&gt;</bdi></li>');
  });

  it('marks the compact form (header only) and names the template', () => {
    expect(renderCardFace({ ...base, compact: true })).toContain(
      '<article class="hc-card hc-t-modern hc-compact" data-template="modern">',
    );
    expect(renderCardFace({ ...base, nameTag: 'p' })).toContain(
      '<p class="hc-name"><bdi>Nusrat Jahan</bdi></p>',
    );
  });
});
