/**
 * A least-recently-used cache of rendered card assets, bounded by their total size in bytes.
 * Keys are ETags, which change whenever the card (or anything else that affects the output)
 * changes, so entries never go stale: old versions just fall out as newer ones come in.
 */
export interface TByteCache {
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer): void;
  readonly bytes: number;
  readonly size: number;
}

export function createByteCache(maxBytes: number): TByteCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (!value) return undefined;
      // Most recently used last, so the first key is the one to evict.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      // One entry may take at most a quarter of the cache, so a few big files cannot empty it.
      if (value.length > maxBytes / 4) return;
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        bytes -= old.length;
      }
      entries.set(key, value);
      bytes += value.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.length;
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
