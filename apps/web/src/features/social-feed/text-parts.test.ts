import { describe, expect, it } from 'vitest';
import { safeHref, textParts, unnamedMentions } from './text-parts.ts';

const TEA = { id: 'a', name: 'Dhaka Tea House', slug: 'dhaka-tea-house' };

describe('post text as parts', () => {
  it('keeps plain words as one text part', () => {
    expect(textParts('Hello, Dhaka!')).toEqual([{ kind: 'text', text: 'Hello, Dhaka!' }]);
  });

  it('finds hashtags in any script, lower-cased, but not inside words or addresses', () => {
    expect(textParts('New #Saree and #পিঠা_উৎসব today, not a#b')).toEqual([
      { kind: 'text', text: 'New ' },
      { kind: 'hashtag', text: '#Saree', tag: 'saree' },
      { kind: 'text', text: ' and ' },
      { kind: 'hashtag', text: '#পিঠা_উৎসব', tag: 'পিঠা_উৎসব' },
      { kind: 'text', text: ' today, not a#b' },
    ]);
    expect(textParts('#2024').map((part) => part.kind)).toEqual(['text']);
  });

  it('makes http(s) and www addresses links, leaving sentence punctuation outside', () => {
    expect(
      textParts('See https://haat.example/shop?x=1. Or www.example.com, (https://a.example/b_(c)).'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://haat.example/shop?x=1', href: 'https://haat.example/shop?x=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
      { kind: 'text', text: ', (' },
      { kind: 'link', text: 'https://a.example/b_(c)', href: 'https://a.example/b_(c)' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('never links other schemes', () => {
    expect(textParts('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://localhost')).toBeNull();
    expect(safeHref('http://example.com/a')).toBe('http://example.com/a');
  });

  it('links a mention of a listed business by name or slug, whole words only', () => {
    const parts = textParts(
      'Tea at @Dhaka Tea House and @dhaka-tea-house, not @Dhaka Tea Houses or @nobody',
      [TEA],
    );
    expect(parts).toEqual([
      { kind: 'text', text: 'Tea at ' },
      { kind: 'mention', text: '@Dhaka Tea House', slug: 'dhaka-tea-house' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@dhaka-tea-house', slug: 'dhaka-tea-house' },
      { kind: 'text', text: ', not @Dhaka Tea Houses or @nobody' },
    ]);
    expect(unnamedMentions(parts, [TEA])).toEqual([]);
    expect(unnamedMentions(textParts('no names', [TEA]), [TEA])).toEqual([TEA]);
  });

  it('gives back the whole text when joined', () => {
    const text = 'Mix: #a https://x.example/p?q=#frag @Dhaka Tea House (www.y.example). #শেষ';
    expect(
      textParts(text, [TEA])
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('treats regular-expression characters in business names literally', () => {
    const odd = { name: 'A+B (Shop)', slug: 'a-b-shop' };
    expect(textParts('Visit @A+B (Shop) now', [odd])[1]).toEqual({
      kind: 'mention',
      text: '@A+B (Shop)',
      slug: 'a-b-shop',
    });
  });
});
