// `npm start`: build what is not built, then run the server in this process (it starts the embedded
// PostgreSQL unless DATABASE_URL is set, migrates, seeds the demo data once and serves web + API).
import { buildIfStale } from './build-if-stale.mjs';
import { ROOT } from './lib.mjs';

if (!(await buildIfStale())) {
  console.error('The build failed; see above.');
  process.exit(1);
}
process.chdir(ROOT);
await import(new URL('../apps/api/dist/server.js', import.meta.url).href);
