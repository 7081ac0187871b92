import { spawn } from 'node:child_process';
import { choosePostgresLocale } from './choose-postgres-locale.ts';
import type { TPostgresUser } from './ensure-postgres-user.ts';
import { ensureExecutable } from './initialise-cluster.ts';

export interface TStartOptions {
  postgres: string;
  clusterDir: string;
  port: number;
  /** Set when running as root: PostgreSQL runs as this user. */
  user?: TPostgresUser;
  log: (message: string) => void;
}

export interface TRunningPostgres {
  /** Fast shutdown (SIGINT), resolved once the server has exited. */
  stop(): Promise<void>;
  /** Resolved when the server has exited, for whatever reason, with how (e.g. `signal SIGKILL`). */
  exited: Promise<string>;
}

const READY = 'database system is ready to accept connections';

/** Starts `postgres` on an initialised cluster (127.0.0.1 only) and waits until it accepts connections. */
export async function startPostgres(options: TStartOptions): Promise<TRunningPostgres> {
  const locale = choosePostgresLocale();
  await ensureExecutable(options.postgres);
  const child = spawn(
    options.postgres,
    ['-D', options.clusterDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
    {
      ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}),
      cwd: options.clusterDir,
      env: { ...process.env, LC_MESSAGES: locale },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`)),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    let ready = false;
    // Read stderr for as long as the server runs, or it would block once the pipe is full.
    child.stderr.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      options.log(message);
      if (ready) return;
      output = (output + message).slice(-4000);
      if (output.includes(READY)) {
        ready = true;
        resolve();
      }
    });
    child.once('error', reject);
    // 'close' rather than 'exit': by then every line it wrote has been read.
    child.once('close', () => {
      const lastLines = output.trim().split('\n').slice(-3).join(' ').trim();
      reject(new Error(lastLines || `postgres exited (code ${child.exitCode}, signal ${child.signalCode})`));
    });
  });
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
    exited,
  };
}
