// Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every text file of the web build, so
// the API sends them as they are instead of compressing per request (decision 023). Files under
// 1 KB are left alone (the API would not compress them either), and a variant is only kept when it
// is smaller than the file. Runs as the last step of `vite build` (precompressPlugin, after the
// service worker is written) or by hand: `node apps/web/scripts/precompress.mjs apps/web/dist`.
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const PRECOMPRESSED_EXTENSIONS = /\.(?:html|js|mjs|css|json|svg|webmanifest|txt|xml|map)$/i;
export const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function writeVariant(path, bytes, original) {
  if (bytes.length < original) await writeFile(path, bytes);
  else await unlink(path).catch(() => {});
}

async function precompressFile(path) {
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([
    writeVariant(`${path}.br`, br, body.length),
    writeVariant(`${path}.gz`, gz, body.length),
  ]);
  return {
    path,
    bytes: body.length,
    br: Math.min(br.length, body.length),
    gz: Math.min(gz.length, body.length),
  };
}

/**
 * Precompresses the text files under `dir`, four at a time (brotli 11 takes tens of MB per file in
 * flight); answers one row per file compressed.
 */
export async function precompressDir(dir, concurrency = 4) {
  const paths = [];
  for await (const path of filesUnder(dir)) {
    if (PRECOMPRESSED_EXTENSIONS.test(path) && (await stat(path)).size >= MIN_BYTES) paths.push(path);
  }
  const rows = [];
  const work = async () => {
    for (let path = paths.pop(); path; path = paths.pop()) rows.push(await precompressFile(path));
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return rows.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The Vite plugin: after the browser build is written (and after vite-plugin-pwa's service worker,
 * whose `closeBundle` runs in the normal order), precompress the output directory. Server builds
 * (`vite build --ssr`) are skipped.
 */
export function precompressPlugin() {
  let outDir;
  let skip = false;
  return {
    name: 'haat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = !!config.build.ssr;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (skip || this.environment?.config?.consumer === 'server') return;
        const rows = await precompressDir(outDir);
        const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
        console.log(
          `precompress: ${rows.length} files, ${Math.round(sum('bytes') / 1024)} KB → ` +
            `${Math.round(sum('br') / 1024)} KB brotli, ${Math.round(sum('gz') / 1024)} KB gzip`,
        );
      },
    },
  };
}

if (import.meta.url === `file://${resolve(process.argv[1] ?? '')}`) {
  const rows = await precompressDir(resolve(process.argv[2] ?? 'apps/web/dist'));
  console.log(`precompress: ${rows.length} files`);
}
