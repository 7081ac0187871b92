// Starts the built API (which also serves apps/web/dist) on a fresh data folder for the browser tests.
// Env: PORT (4310), E2E_DATA_DIR (<repo>/.cache/e2e-data), PG_PORT (54329).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const port = process.env.PORT || '4310';
const dataDir = process.env.E2E_DATA_DIR || resolve(root, '.cache/e2e-data');
const pgPort = process.env.PG_PORT || '54329';

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PG_PORT: pgPort,
    APP_URL: `http://localhost:${port}`,
    RATE_LIMIT_FACTOR: '50',
    // The platform numbers shown for manual bKash / Nagad top-ups (off when unset).
    PAYMENTS_BKASH_NUMBER: process.env.PAYMENTS_BKASH_NUMBER || '01700000001',
    PAYMENTS_NAGAD_NUMBER: process.env.PAYMENTS_NAGAD_NUMBER || '01800000001',
    NODE_ENV: 'development',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
