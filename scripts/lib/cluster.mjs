// Several API instances on one machine, as a deployment of several would run them (decision 072):
// one PostgreSQL (the embedded one of DATA_DIR, in its own process, or DATABASE_URL), one object
// store (the S3 stand-in, or the S3_* given), N instances of the built server on free ports with the
// same APP_KEY, and a round-robin proxy in front. Used by `npm run cluster` and the tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { ROOT } from '../lib.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import { startS3StandIn } from './s3-stand-in.mjs';

const SERVER = join(ROOT, 'apps/api/dist/server.js');
const DATABASE_SERVER = join(ROOT, 'apps/api/dist/serve-database.js');

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The app key of DATA_DIR (the one `npm start` makes and keeps), made if missing. */
function appKeyOf(dataDir) {
  const file = join(dataDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** Spawns `node <file>` with `env`, passing each output line to `log` with a prefix. */
function spawnNode(file, env, name, log) {
  const child = spawn(process.execPath, [file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set();
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      output += chunk;
      if (output.length > 200_000) output = output.slice(-100_000);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        log(`[${name}] ${line}`);
        for (const listener of listeners) listener(line);
      }
    });
  }
  const exited = new Promise((resolveExit) =>
    child.on('exit', (code, signal) => resolveExit({ code, signal })),
  );
  return { child, exited, output: () => output, onLine: (listener) => listeners.add(listener) };
}

async function waitFor(check, { timeoutMs, what, exited }) {
  const started = Date.now();
  let gone = false;
  exited?.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`${what}: the process ended before it was ready`);
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

const answers = async (url) => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

/** Starts the embedded PostgreSQL of `dataDir` in its own process; resolves with its URL. */
export async function startDatabaseProcess({ dataDir, log = () => undefined, pgPort }) {
  let url;
  const database = spawnNode(
    DATABASE_SERVER,
    { DATA_DIR: dataDir, ...(pgPort ? { PG_PORT: String(pgPort) } : {}) },
    'database',
    log,
  );
  database.onLine((line) => {
    if (line.startsWith('DATABASE_URL=')) url = line.slice('DATABASE_URL='.length).trim();
  });
  await waitFor(async () => !!url, { timeoutMs: 120_000, what: 'the database', exited: database.exited });
  return {
    url,
    pid: database.child.pid,
    output: database.output,
    exited: database.exited,
    async stop() {
      if (database.child.exitCode !== null || database.child.signalCode) return;
      database.child.kill('SIGTERM');
      await database.exited;
    },
  };
}

/**
 * Starts the whole set: options { instances = 2, dataDir = './data', port = 0 (the proxy's), s3 = true
 * (start the S3 stand-in unless S3_BUCKET is set), env = {} (more for every instance), restart = false
 * (start an instance again when it ends by itself), log }.
 * Answers { url, databaseUrl, s3, proxy, instances: [{ name, url, port, pid(), kill(signal), start() }], stop() }.
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 2;
  const dataDir = resolve(options.dataDir ?? './data');
  const log = options.log ?? ((line) => console.log(line));
  const extra = options.env ?? {};
  for (const file of [SERVER, DATABASE_SERVER])
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  const undo = [];
  const stopAll = async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    undo.length = 0;
  };
  try {
    let databaseUrl = extra.DATABASE_URL ?? process.env.DATABASE_URL;
    let database;
    if (!databaseUrl) {
      database = await startDatabaseProcess({ dataDir, log, pgPort: options.pgPort });
      undo.push(database.stop);
      databaseUrl = database.url;
    }
    let s3Env = {};
    let s3;
    if (!(extra.S3_BUCKET ?? process.env.S3_BUCKET) && options.s3 !== false) {
      s3 = await startS3StandIn({ dir: join(dataDir, 's3'), port: options.s3Port ?? 0 });
      undo.push(s3.stop);
      s3Env = s3.env;
    }
    const appKey = extra.APP_KEY ?? process.env.APP_KEY ?? appKeyOf(dataDir);
    const proxyPort = options.port ?? 0;

    const instances = [];
    for (let n = 1; n <= count; n++) {
      const name = `app-${n}`;
      const port = await freePort();
      const env = {
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...s3Env,
        ...extra,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        APP_KEY: appKey,
        // Only its lock lives here: nothing an instance keeps on disk is needed by another.
        DATA_DIR: join(dataDir, 'instances', name),
        // The proxy on this machine forwards the visitor's address.
        TRUST_PROXY: extra.TRUST_PROXY ?? '127.0.0.1',
        PG_PORT: '',
      };
      let running;
      const instance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        pid: () => running?.child.pid,
        output: () => running?.output() ?? '',
        exited: () => running?.exited,
        /** Starts (or starts again) this instance; resolves once it answers. */
        async start() {
          stopping = false;
          const current = spawnNode(SERVER, env, name, log);
          running = current;
          if (options.restart) superviseInstance(current);
          await waitFor(() => answers(`${instance.url}/api/health`), {
            timeoutMs: 180_000,
            what: name,
            exited: current.exited,
          });
          failures = 0;
        },
        /**
         * Sends `signal` (SIGTERM by default, which also means "stay stopped"; SIGKILL for a crash,
         * after which `restart` brings it back) and waits for the process to end.
         */
        async kill(signal = 'SIGTERM') {
          if (signal !== 'SIGKILL') stopping = true;
          if (!running || running.child.exitCode !== null || running.child.signalCode) return;
          running.child.kill(signal);
          await running.exited;
        },
      };
      let stopping = false;
      let failures = 0;
      // With `restart`, an instance that ends by itself (killed, crashed) is started again, as a
      // process supervisor (systemd, Docker's restart policy) would: after 1 s, doubling up to 30 s.
      const superviseInstance = (current) => {
        void current.exited.then(({ code, signal }) => {
          if (stopping || running !== current) return;
          const delay = Math.min(30_000, 1_000 * 2 ** failures);
          failures += 1;
          log(
            `[cluster] ${name} ended (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s`,
          );
          setTimeout(() => {
            if (stopping || running !== current) return;
            instance
              .start()
              .then(() => log(`[cluster] ${name} is serving again`))
              .catch((error) => log(`[cluster] ${name} did not start: ${error.message}`));
          }, delay);
        });
      };
      // One after the other: the first migrates and (outside production) seeds the demo data.
      await instance.start();
      undo.push(() => instance.kill('SIGTERM'));
      instances.push(instance);
    }
    const proxy = await startRoundRobinProxy({
      port: proxyPort,
      host: options.host ?? '127.0.0.1',
      backends: instances.map((instance) => ({
        name: instance.name,
        host: '127.0.0.1',
        port: instance.port,
      })),
    });
    undo.push(proxy.stop);
    return { url: proxy.url, databaseUrl, database, s3, proxy, instances, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
