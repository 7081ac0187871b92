import { isAbsolute, resolve } from 'node:path';
import { loadEnv, type TEnv } from '../../config/env.ts';
import { DataDirLockedError } from '../../db/embedded.ts';
import { CommandError } from './backup-format.ts';

/**
 * The environment a command needs (DATA_DIR, DATABASE_URL, PG_PORT), validated as the server does,
 * but without the production-only APP_KEY rule: a backup never needs the key.
 */
export function commandEnv(): TEnv {
  return loadEnv({ ...process.env, NODE_ENV: 'test' });
}

/** A path the operator typed, relative to where they ran `npm run` (npm runs scripts in the root). */
export function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Runs a command's main: expected refusals print their message alone; every failure exits non-zero. */
export function runCommand(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof CommandError || error instanceof DataDirLockedError)
        console.error(`\n${name}: ${error.message}\n`);
      else
        console.error(`\n${name} failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
