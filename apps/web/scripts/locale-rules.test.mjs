import { describe, expect, it } from 'vitest';
import { categoriesOf, compareCatalogue, flatten, pluralBases } from './locale-rules.mjs';

const english = {
  inbox: {
    unread_one: '{{count}} new message',
    unread_other: '{{count}} new messages',
    title: 'Inbox of {{name}}',
  },
  select_one: 'Select {{title}}',
  method_other: 'Other method',
};

const plain = { inbox: { title: 'x {{name}}' }, select_one: 's {{title}}', method_other: 'o' };

describe('plural categories', () => {
  it('come from Intl.PluralRules for each language', () => {
    expect(categoriesOf('en')).toEqual(['one', 'other']);
    expect(categoriesOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(categoriesOf('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(categoriesOf('bn')).toEqual(['one', 'other']);
    expect(categoriesOf('zh')).toEqual(['other']);
  });

  it('a key is plural only when English has both _one and _other', () => {
    expect([...pluralBases(flatten(english))]).toEqual(['inbox.unread']);
  });
});

describe('compareCatalogue', () => {
  it('accepts English against itself and complete forms in every language', () => {
    expect(compareCatalogue(english, english, 'en').problems).toEqual([]);
    const russian = {
      ...plain,
      inbox: {
        ...plain.inbox,
        unread_one: '{{count}} новое сообщение',
        unread_few: '{{count}} новых сообщения',
        unread_many: '{{count}} новых сообщений',
        unread_other: '{{count}} нового сообщения',
      },
    };
    expect(compareCatalogue(english, russian, 'ru').problems).toEqual([]);
    const chinese = { ...plain, inbox: { ...plain.inbox, unread_other: '{{count}} 条新消息' } };
    expect(compareCatalogue(english, chinese, 'zh')).toMatchObject({ problems: [], warnings: [] });
  });

  it('fails a plural key missing a form its language needs', () => {
    const russian = {
      ...plain,
      inbox: { ...plain.inbox, unread_one: '{{count}} новое', unread_other: '{{count}} новых' },
    };
    expect(compareCatalogue(english, russian, 'ru').problems).toEqual([
      'missing plural form "inbox.unread_few" (ru needs one, few, many, other)',
      'missing plural form "inbox.unread_many" (ru needs one, few, many, other)',
    ]);
    const arabic = { ...plain, inbox: { ...plain.inbox, unread_other: '{{count}} رسالة' } };
    expect(compareCatalogue(english, arabic, 'ar').problems).toHaveLength(5);
  });

  it('fails a form the language does not have', () => {
    const chinese = {
      ...plain,
      inbox: { ...plain.inbox, unread_one: '{{count}} 条', unread_other: '{{count}} 条' },
    };
    expect(compareCatalogue(english, chinese, 'zh').problems).toEqual([
      '"inbox.unread_one": zh has no plural category "one"',
    ]);
    const englishWithZero = { ...english, inbox: { ...english.inbox, unread_zero: 'No new messages' } };
    expect(compareCatalogue(english, englishWithZero, 'en').problems).toEqual([
      '"inbox.unread_zero": en has no plural category "zero"',
    ]);
  });

  it('lets a fixed form leave out {{count}} but not other placeholders; _other keeps all', () => {
    const arabic = {
      ...plain,
      inbox: {
        ...plain.inbox,
        unread_zero: 'لا رسائل جديدة',
        unread_one: 'رسالة جديدة واحدة',
        unread_two: 'رسالتان جديدتان',
        unread_few: '{{count}} رسائل جديدة',
        unread_many: '{{count}} رسالة جديدة',
        unread_other: '{{count}} رسالة جديدة',
      },
    };
    expect(compareCatalogue(english, arabic, 'ar').problems).toEqual([]);
    arabic.inbox.unread_other = 'رسالة جديدة';
    arabic.inbox.unread_two = '{{name}} رسالتان';
    expect(compareCatalogue(english, arabic, 'ar').problems).toEqual([
      '"inbox.unread_two" has placeholders {name} but English has {count}',
      '"inbox.unread_other" has placeholders {} but English has {count}',
    ]);
  });

  it('still reports missing, empty and mismatched plain keys', () => {
    const broken = {
      inbox: { unread_one: '{{count}}', unread_other: '{{count}}', title: 'x' },
      select_one: '',
    };
    expect(compareCatalogue(english, broken, 'bn').problems).toEqual([
      '"inbox.title" has placeholders {} but English has {name}',
      'empty key "select_one"',
      'missing key "method_other"',
    ]);
  });
});
