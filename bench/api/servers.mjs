// Starts the servers under test as child processes: the real API (built apps/api/dist/server.js on a
// throw-away embedded PostgreSQL) and the bare Fastify baseline, and stops them again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUTPUT_LINES = 60;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers `port` if it is free on 127.0.0.1 right now (0: any free port), else undefined. */
function tryPort(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error)));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** `BENCH_PORTS=4400-4499`: the ports this run may use (on a machine shared with other work). */
const PORT_RANGE = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = PORT_RANGE ? Number(PORT_RANGE[1]) : 0;

/**
 * A TCP port that is free on 127.0.0.1 right now: any, or the next free one of `BENCH_PORTS` (never
 * the same one twice in a run, so servers started together do not pick the same port).
 */
export async function freePort() {
  if (!PORT_RANGE) return tryPort(0);
  while (nextInRange <= Number(PORT_RANGE[2])) {
    const port = await tryPort(nextInRange++);
    if (port) return port;
  }
  throw new Error(`BENCH_PORTS ${process.env.BENCH_PORTS}: no free port left`);
}

/** Builds apps/api/dist/server.js (esbuild, about a second), so the benchmark never runs a stale bundle. */
export function buildApi() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@haat/api'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `npm run build -w @haat/api failed (${result.error?.message ?? `exit ${result.status}`}):\n` +
        `${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
}

/**
 * Spawns `node <script>` with PORT=<free port> and waits until `GET <readyPath>` answers 2xx.
 * Answers { name, baseUrl, output(), stop() }; stop() sends SIGTERM and waits for the exit.
 */
export async function startServer({ name, script, env, readyPath, timeoutMs = 120_000, cwd = ROOT }) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a Ctrl-C in the terminal reaches only run.mjs, which then stops the servers
    // with one SIGTERM (a second signal would make the API exit without stopping its PostgreSQL).
    detached: true,
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > OUTPUT_LINES) lines.shift();
      if (process.env.BENCH_VERBOSE) console.error(`  [${name}] ${line}`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  let exit;
  exited.then((value) => {
    exit = value;
  });

  const output = () => lines.join('\n');
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = {
    name,
    baseUrl,
    output,
    /** SIGTERM, then SIGKILL after `graceMs`; answers the exit code and signal. */
    async stop(graceMs = 30_000) {
      if (exit) return exit;
      child.kill('SIGTERM');
      let timer;
      const timedOut = new Promise((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const first = await Promise.race([exited, timedOut]);
      clearTimeout(timer);
      if (first === 'timeout') {
        console.error(`${name} did not stop within ${graceMs / 1000} s after SIGTERM: killing it.`);
        child.kill('SIGKILL');
      }
      return exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit) {
      const how = exit.error ? exit.error.message : `exit code ${exit.code}, signal ${exit.signal}`;
      throw new Error(`${name} stopped before it answered (${how}). Its last output:\n${output()}`);
    }
    try {
      const response = await fetch(baseUrl + readyPath, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop(5_000);
      throw new Error(`${name} did not answer GET ${readyPath} within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await sleep(250);
  }
}

/** The bare Fastify baseline (bench/api/bare-server.mjs). */
export function startBareServer() {
  return startServer({
    name: 'bare Fastify',
    script: fileURLToPath(new URL('./bare-server.mjs', import.meta.url)),
    env: { ...process.env },
    readyPath: '/',
    timeoutMs: 30_000,
  });
}

/**
 * The real API on a fresh DATA_DIR: it starts its own embedded PostgreSQL there, migrates and seeds
 * the demo users. Rate limits are lifted (RATE_LIMIT_FACTOR) so login can be hammered.
 * Answers the server, its `databaseUrl` (PG_PORT is chosen here; the password is in
 * DATA_DIR/pg-password) and `cleanup()`, which stops it and deletes the temporary data directory.
 * `root` starts the built API of another checkout (to compare versions); `extraEnv` adds variables.
 */
export async function startApi({ root = ROOT, extraEnv = {} } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-bench-'));
  const env = { ...process.env };
  for (const key of [
    'PG_PORT',
    'DATABASE_URL',
    'APP_URL',
    'APP_KEY',
    'SMTP_URL',
    'TRUST_PROXY',
    'WEB_DIST',
  ]) {
    delete env[key];
  }
  // A known PostgreSQL port, so the directory scenarios can bulk-load data into the same database.
  const pgPort = await freePort();
  Object.assign(env, {
    PG_PORT: String(pgPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    RATE_LIMIT_FACTOR: '1000000',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  let server;
  try {
    server = await startServer({
      name: 'Haat API',
      script: join(root, 'apps/api/dist/server.js'),
      env,
      cwd: root,
      readyPath: '/api/health',
    });
  } catch (error) {
    await removeDataDir();
    throw error;
  }
  const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
  return {
    ...server,
    dataDir,
    /** The API's own database (the embedded server's `haat` database). */
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/haat`,
    async cleanup() {
      const result = await server.stop();
      await removeDataDir();
      return result;
    },
  };
}
