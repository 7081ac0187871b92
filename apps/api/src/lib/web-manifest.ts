import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface TManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The web build's manifest (`dist/.vite/manifest.json`): which files a source module needs, so a
 * server-rendered page can ask for its screen's chunks and catalogues at once (`modulepreload`)
 * instead of after the entry script ran.
 */
export interface TWebManifest {
  /** Asset addresses (`/assets/x.js`) of `keys` and every chunk they import, minus the entry's own. */
  preloadsOf(keys: readonly string[]): string[];
}

export function readWebManifest(dist: string): TWebManifest {
  const file = join(dist, '.vite', 'manifest.json');
  const chunks: Record<string, TManifestChunk> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  // The entry and what it imports are already in index.html.
  const known = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = chunks[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) collect(key, known);
  const cache = new Map<string, string[]>();
  return {
    preloadsOf(keys) {
      const id = keys.join('|');
      let files = cache.get(id);
      if (!files) {
        const found = new Set<string>();
        for (const key of keys) collect(key, found);
        files = [...found].filter((f) => !known.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
        cache.set(id, files);
      }
      return files;
    },
  };
}
