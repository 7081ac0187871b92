import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

const exists = (path) =>
  readFile(path).then(
    () => true,
    () => false,
  );

describe('precompressDir', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'haat-precompress-'));
    await mkdir(join(dir, 'assets'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text files that decompress to the same bytes', async () => {
    const js = `export const words = ${JSON.stringify('হাট Haat '.repeat(300))};`;
    await writeFile(join(dir, 'assets', 'index-abc.js'), js);
    await writeFile(
      join(dir, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Haat', pad: 'x'.repeat(2000) }),
    );
    await writeFile(join(dir, 'sw.js'), `self.precache(${JSON.stringify('/assets/a.js '.repeat(200))});`);

    const rows = await precompressDir(dir);

    expect(rows.map((row) => row.path.slice(dir.length))).toEqual([
      '/assets/index-abc.js',
      '/manifest.webmanifest',
      '/sw.js',
    ]);
    const file = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(js);
    expect(rows[0].br).toBeLessThan(rows[0].gz);
    expect(rows[0].gz).toBeLessThan(rows[0].bytes);
  });

  it('leaves images, small files and files that would not shrink alone', async () => {
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(5000, 1));
    await writeFile(join(dir, 'tiny.css'), 'a{color:red}');
    const random = Buffer.from(Array.from({ length: 3000 }, () => 33 + Math.floor(Math.random() * 90)));
    await writeFile(join(dir, 'noise.txt'), random);

    await precompressDir(dir);

    expect(await exists(join(dir, 'icon.png.br'))).toBe(false);
    expect(await exists(join(dir, 'tiny.css.br'))).toBe(false);
    // Random printable text still shrinks a little with brotli; whatever is written must be smaller.
    for (const suffix of ['.br', '.gz']) {
      const variant = await readFile(join(dir, `noise.txt${suffix}`)).catch(() => undefined);
      if (variant) expect(variant.length).toBeLessThan(random.length);
    }
  });
});
