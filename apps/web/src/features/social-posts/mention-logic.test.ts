import { describe, expect, it } from 'vitest';
import { insertMention, mentionQueryAt } from './mention-logic.ts';

describe('the @word at the caret', () => {
  it('finds the word after an @ once it has two letters', () => {
    expect(mentionQueryAt('Thanks @Ra', 10)).toEqual({ start: 7, end: 10, query: 'Ra' });
    expect(mentionQueryAt('Thanks @R', 9)).toBeNull();
    expect(mentionQueryAt('@Rahim', 6)).toEqual({ start: 0, end: 6, query: 'Rahim' });
  });

  it('takes the whole word when the caret is inside it', () => {
    expect(mentionQueryAt('hi @Rahim there', 6)).toEqual({ start: 3, end: 9, query: 'Rahim' });
  });

  it('reads Bengali words with their vowel signs', () => {
    const text = 'ধন্যবাদ @কাচ্চি';
    expect(mentionQueryAt(text, text.length)?.query).toBe('কাচ্চি');
  });

  it('ignores email addresses, a space before the caret, digits first and a lone @', () => {
    expect(mentionQueryAt('me@shop', 7)).toBeNull();
    expect(mentionQueryAt('@Rahim ', 7)).toBeNull();
    expect(mentionQueryAt('@12ab', 5)).toBeNull();
    expect(mentionQueryAt('@', 1)).toBeNull();
    expect(mentionQueryAt('plain words', 5)).toBeNull();
    expect(mentionQueryAt('@Rahim', 99)).toBeNull();
  });

  it('starts after punctuation or a new line', () => {
    expect(mentionQueryAt('(@Ra', 4)?.start).toBe(1);
    expect(mentionQueryAt('line\n@Om', 8)?.query).toBe('Om');
  });
});

describe('choosing a business', () => {
  it('replaces the @word with the name and a space, caret after it', () => {
    const at = mentionQueryAt('Buy at @Rah', 11);
    expect(at).not.toBeNull();
    if (!at) return;
    expect(insertMention('Buy at @Rah', at, 'Rahim Electronics')).toEqual({
      text: 'Buy at @Rahim Electronics ',
      caret: 26,
    });
  });

  it('keeps the rest of the text and adds no second space', () => {
    const text = 'Buy at @Rah today';
    const at = mentionQueryAt(text, 11);
    if (!at) throw new Error('no query');
    const done = insertMention(text, at, 'Rahim Electronics');
    expect(done.text).toBe('Buy at @Rahim Electronics today');
    expect(done.text.slice(0, done.caret)).toBe('Buy at @Rahim Electronics ');
  });
});
