// Runs one of the API's bundled commands (apps/api/dist/<name>.js) in this process, building the
// API first when its bundle is missing or older than its sources (a clone without sources, e.g. a
// container image, runs what is built). The command reads process.argv as given to the script.
import { existsSync } from 'node:fs';
import { isStale, ROOT, run } from '../lib.mjs';

const SOURCES = ['apps/api/src', 'apps/api/build.mjs', 'packages/shared/src', 'packages/shared/package.json'];

export async function runApiCommand(name) {
  const bundle = `apps/api/dist/${name}.js`;
  const canBuild = existsSync(new URL('../../apps/api/src', import.meta.url));
  if (canBuild && isStale(bundle, SOURCES)) {
    console.log('Building the API…');
    if (
      (await run('npm', ['run', 'build', '-w', '@haat/api'], { stdio: ['ignore', 'inherit', 'inherit'] })) !==
      0
    ) {
      console.error('The build failed; see above.');
      process.exit(1);
    }
  }
  process.chdir(ROOT);
  await import(new URL(`../../${bundle}`, import.meta.url).href);
}
