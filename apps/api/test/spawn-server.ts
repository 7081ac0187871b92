import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const API_DIR = resolve(import.meta.dirname, '..');

export interface TSpawnedServer {
  child: ChildProcess;
  /** Everything it printed so far (standard output and error). */
  output: () => string;
  exited: Promise<number | null>;
  url?: string;
}

/**
 * Starts `src/server.ts` as `npm start` would (through tsx), on the embedded PostgreSQL of
 * `dataDir` unless `env` says otherwise; `env` is added to (and overrides) the defaults.
 */
export function spawnServer(dataDir: string, env: Record<string, string> = {}): TSpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      PG_PORT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}
