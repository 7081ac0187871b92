import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL without a database name, e.g. `postgres://u:p@127.0.0.1:5432`. */
    pgServerUrl: string;
    /** A migrated database that each test file copies (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
  }
}

function serverUrlOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '';
  return parsed.toString().replace(/\/$/, '');
}

/** Starts a real PostgreSQL for the API tests (or uses TEST_DATABASE_URL) and prepares a migrated template. */
export default async function setup(project: TestProject) {
  let stop: () => Promise<void> = async () => undefined;
  let serverUrl: string;
  if (process.env.TEST_DATABASE_URL) {
    serverUrl = serverUrlOf(process.env.TEST_DATABASE_URL);
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'haat-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    serverUrl = serverUrlOf(embedded.url);
    stop = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = `haat_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = createDatabase(`${serverUrl}/${template}`, 1);
  await migrateDatabase(database.db);
  await database.close();
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE 'haat_t_${process.pid}_%'`,
      [template],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await stop();
  };
}
