/**
 * A small in-process cache: entries expire `ttlMs` after they were stored, the least recently used
 * entry goes first when `maxEntries` is reached, and `clear()` drops everything.
 *
 * `clear()` also starts a new generation. A reader takes `generation()` before it reads the
 * database and passes it to `set`; a value read before a write finished is then never stored after
 * that write cleared the cache (it would otherwise be served stale until it expires).
 */
export interface TTtlCache<TValue> {
  get(key: string): TValue | undefined;
  set(key: string, value: TValue, generation: number): void;
  generation(): number;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<TValue>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TTtlCache<TValue> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: TValue; expires: number }>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last, so the first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, readGeneration) {
      if (options.ttlMs <= 0 || readGeneration !== generation) return;
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expires: now() + options.ttlMs });
    },
    generation: () => generation,
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
