// Builds the web app and the API when their output is missing or older than their sources.
import { isStale, run } from './lib.mjs';

const SHARED = ['packages/shared/src', 'packages/shared/package.json'];

export async function buildIfStale({ force = false } = {}) {
  const webSources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    ...SHARED,
  ];
  // The browser build and the server renderer (dist-server/, decision 025) come from one command.
  const webStale =
    isStale('apps/web/dist/index.html', webSources) ||
    isStale('apps/web/dist-server/entry-server.js', webSources);
  if (force || webStale) {
    console.log('Building the web app…');
    if ((await run('npm', ['run', 'build', '-w', '@haat/web'])) !== 0) return false;
  }
  const apiSources = ['apps/api/src', 'apps/api/build.mjs', ...SHARED];
  if (force || isStale('apps/api/dist/server.js', apiSources)) {
    console.log('Building the API…');
    if ((await run('npm', ['run', 'build', '-w', '@haat/api'])) !== 0) return false;
  }
  return true;
}
