import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from './directory-test-helpers.ts';
import { WORD_SWEEP_BATCH } from './prune-directory-words.ts';

/*
 * Issue 11, finding 5: words of businesses are kept in `directory_words` and used to widen searches.
 * A word with tsquery syntax in it (an address like `example.com/it's`) broke every search near it
 * with a 500, for good, because the words were pasted into `to_tsquery` and never removed.
 */

let t: TTestApp;
let owner: { token: string };
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

async function searchNames(q: string): Promise<string[]> {
  const response = await call(t.app, 'GET', `/api/businesses?per_page=100&q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { name: string }[]).map((row) => row.name);
}

async function knownWords(like: string): Promise<string[]> {
  const result = await t.database.pool.query<{ word: string }>(
    'SELECT word FROM directory_words WHERE strpos(word, $1) > 0 ORDER BY word',
    [like],
  );
  return result.rows.map((row) => row.word);
}

describe('stored words with tsquery syntax', () => {
  it('keeps searching after a description with an address like example.com/it’s', async () => {
    await createBusiness(t.app, owner.token, {
      name: 'Quokkamart Grocers',
      type: 'retail',
      description: "Order at quokkamart.com/it's-fresh (open 9-5) & pay: cash|card!",
    });
    // The parser keeps the address path as one word, quote and all; a misspelt query word is
    // widened with it.
    expect(await knownWords('quokkamart.com/')).toContain("quokkamart.com/it's-fresh");
    expect(await searchNames('quokkamarts')).toEqual(['Quokkamart Grocers']);
    expect(await searchNames('quokkamart')).toEqual(['Quokkamart Grocers']);
  });

  it('answers any word left in the word list by an older version, whatever its characters', async () => {
    await createBusiness(t.app, owner.token, { name: 'Wombats Tea Stall', type: 'restaurant' });
    const odd = [
      "wombat'",
      "wombat''",
      'wombat\\',
      "wombat\\'",
      'wombat&|',
      'wombat!(',
      'wombat:*',
      'wombat<->',
      "'wombat",
    ];
    await t.database.pool.query(
      'INSERT INTO directory_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
      [odd],
    );
    // `wombat` is not a word of any business; the odd words are its closest known words.
    expect(await searchNames('wombat')).toEqual(['Wombats Tea Stall']);
    // Its three closest known words are odd ones that no business has: a 200, whatever it finds.
    expect(await searchNames('wombatt')).toBeInstanceOf(Array);
    expect(await searchNames('wombats')).toEqual(['Wombats Tea Stall']);
    expect(await searchNames('wombat zzzzqqq')).toEqual([]);
  });

  it('searches products of a business with such words too', async () => {
    const business = await createBusiness(t.app, owner.token, { name: 'Numbat Bazar', type: 'retail' });
    await createProduct(t.app, owner.token, business.id, {
      title: "Numbat's \\ tea (100g) & <b>",
      description: "see numbat.com/it's",
    });
    for (const q of ["numbat's", 'numbat.com/it', "\\'&|!():*<>", 'numbat tea 100g']) {
      const response = await call(
        t.app,
        'GET',
        `/api/my/businesses/${business.id}/products?q=${encodeURIComponent(q)}`,
        { token: owner.token },
      );
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      expect(response.json().meta.total, q).toBe(1);
    }
  });
});

describe('pruning the word list', () => {
  it('drops the words a business no longer has, and keeps words another business still has', async () => {
    const first = await createBusiness(t.app, owner.token, {
      name: 'Aardvarkia Sweets',
      type: 'restaurant',
      description: "Try aardvarkia.com/o'brien and our xylocarpa rasgulla",
    });
    await createBusiness(t.app, owner.token, {
      name: 'Xylocarpa Cafe',
      type: 'restaurant',
    });
    expect(await knownWords('aardvarkia')).toEqual([
      'aardvarkia',
      'aardvarkia.com',
      "aardvarkia.com/o'brien",
    ]);
    const updated = await call(t.app, 'PATCH', `/api/my/businesses/${first.id}`, {
      token: owner.token,
      body: { description: 'Only rasgulla now' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await knownWords('aardvarkia')).toEqual(['aardvarkia']);
    expect(await knownWords('xylocarpa')).toEqual(['xylocarpa']);
    expect(await knownWords('rasgulla')).toEqual(['rasgulla']);
    const deleted = await call(t.app, 'DELETE', `/api/my/businesses/${first.id}`, { token: owner.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await knownWords('aardvarkia')).toEqual([]);
    expect(await knownWords('rasgulla')).toEqual([]);
    expect(await knownWords('xylocarpa')).toEqual(['xylocarpa']);
  });

  it('sweeps words no business has any more (left by a cascade), a bounded batch per write', async () => {
    await t.database.pool.query(
      'INSERT INTO directory_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
      [["aaaa-orphan'1", 'aaaa-orphan2', 'aaaa-orphan3']],
    );
    expect(await knownWords('aaaa-orphan')).toHaveLength(3);
    // Each business write re-checks the next WORD_SWEEP_BATCH words of the list, wrapping around:
    // enough writes to go once round the whole list reach the orphans.
    const { rows } = await t.database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM directory_words',
    );
    const writes = Math.ceil((rows[0]?.count ?? 0) / WORD_SWEEP_BATCH) + 1;
    for (let write = 0; write < writes; write += 1)
      await createBusiness(t.app, owner.token, { name: `Short Lived ${write}`, type: 'retail' });
    expect(await knownWords('aaaa-orphan')).toEqual([]);
  });
});
