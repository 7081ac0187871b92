import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { choosePostgresLocale } from './choose-postgres-locale.ts';
import type { TPostgresUser } from './ensure-postgres-user.ts';

export interface TInitialiseOptions {
  initdb: string;
  clusterDir: string;
  /** Password of the `postgres` database user (scram-sha-256). */
  password: string;
  /** Set when running as root: initdb runs as this user, who owns the cluster folder. */
  user?: TPostgresUser;
  log: (message: string) => void;
}

/** Gives every user read and execute on a program when it lacks them (npm may drop mode bits). */
export async function ensureExecutable(program: string): Promise<void> {
  const { mode } = await stat(program);
  if ((mode & 0o555) !== 0o555) await chmod(program, mode | 0o555);
}

/** Runs `initdb` on an empty cluster folder: scram-sha-256, user `postgres`, English messages. */
export async function initialiseCluster(options: TInitialiseOptions): Promise<void> {
  const { clusterDir, user } = options;
  await mkdir(clusterDir, { recursive: true });
  if (user) await chown(clusterDir, user.uid, user.gid);
  // Beside the cluster, where its user can read it (the password is kept in DATA_DIR anyway).
  const passwordFile = join(dirname(clusterDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (user) await chown(passwordFile, user.uid, user.gid);
  const locale = choosePostgresLocale();
  await ensureExecutable(options.initdb);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        options.initdb,
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          `--lc-messages=${locale}`,
        ],
        {
          ...(user ? { uid: user.uid, gid: user.gid } : {}),
          cwd: clusterDir,
          env: { ...process.env, LC_MESSAGES: locale },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let errors = '';
      child.stdout.on('data', (chunk: Buffer) => options.log(chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString('utf8');
        options.log(`[STDERR] ${chunk.toString('utf8')}`);
      });
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`initdb failed (code ${code}, signal ${signal}): ${errors.trim()}`));
      });
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}
