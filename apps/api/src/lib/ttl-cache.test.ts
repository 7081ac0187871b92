import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createTtlCache', () => {
  it('answers a stored value until it expires', () => {
    const time = clock();
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now: time.now });
    cache.set('a', 'one', cache.generation());
    expect(cache.get('a')).toBe('one');
    time.advance(99);
    expect(cache.get('a')).toBe('one');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3, 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('does not store a value read before the cache was cleared', () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    const before = cache.generation();
    cache.clear(); // a write finished while the value was being read
    cache.set('a', 'stale', before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation());
    expect(cache.get('a')).toBe('fresh');
  });

  it('stores nothing when the time to live is zero', () => {
    const cache = createTtlCache<string>({ ttlMs: 0, maxEntries: 10 });
    cache.set('a', 'one', cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });
});
