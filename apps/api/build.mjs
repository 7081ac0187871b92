// Bundles the API into dist/server.js: our workspace code (including @haat/shared) is bundled,
// every npm dependency stays external and is loaded from node_modules at run time.
// The card render worker (decision 037) runs in worker threads and is loaded from its own file
// beside the bundle: dist/card-render-worker.js.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const sharedPkg = JSON.parse(
  readFileSync(new URL('../../packages/shared/package.json', import.meta.url), 'utf8'),
);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(sharedPkg.dependencies ?? {})];

const bundles = [
  ['src/server.ts', 'dist/server.js'],
  ['src/modules/cards/card-render-worker.ts', 'dist/card-render-worker.js'],
  ['src/commands/serve-database.ts', 'dist/serve-database.js'],
  ['src/commands/backup.ts', 'dist/backup.js'],
  ['src/commands/restore.ts', 'dist/restore.js'],
  ['src/commands/migrate-local-files.ts', 'dist/migrate-local-files.js'],
];
for (const [entry, outfile] of bundles) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: external.flatMap((name) => [name, `${name}/*`]),
    banner: {
      js: "import { createRequire as __haatCreateRequire } from 'node:module'; const require = __haatCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
console.log(`api: built ${bundles.map(([, outfile]) => outfile).join(' and ')}`);
