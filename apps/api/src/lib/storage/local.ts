import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { resolveRange } from './byte-range.ts';
import { isStorageKey, type TStorage, UPLOADS_PREFIX } from './types.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on the local disk under `root` (default `DATA_DIR/uploads`), served at `/uploads/<key>`. */
export function createLocalStorage(root: string): TStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stream(key, request) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        const range = request && resolveRange(request, size);
        if (range === 'unsatisfiable') return { body: Readable.from([]), size, range };
        return { body: createReadStream(path, range ?? {}), size, ...(range ? { range } : {}) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}/${key}`,
    async ready() {
      await mkdir(base, { recursive: true });
      await access(base);
    },
  };
}
