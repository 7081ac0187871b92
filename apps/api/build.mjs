// Bundles the API into dist/server.js: our workspace code (including @haat/shared) is bundled,
// every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const sharedPkg = JSON.parse(
  readFileSync(new URL('../../packages/shared/package.json', import.meta.url), 'utf8'),
);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(sharedPkg.dependencies ?? {})];

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
console.log('api: built dist/server.js');
