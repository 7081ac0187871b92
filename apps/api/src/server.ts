import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { toAppConfig } from './config/app-config.ts';
import { loadEnv } from './config/env.ts';
import { loadOrCreateAppKey } from './config/secrets-file.ts';
import { createDatabase } from './db/client.ts';
import {
  DataDirLockedError,
  lockDataDir,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
  type TSupervise,
} from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_USERS } from './db/seed/demo-users.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { seedDirectory } from './db/seed/seed-directory.ts';
import { seedMarketplace } from './db/seed/seed-marketplace.ts';
import { seedPersonalSellers } from './db/seed/seed-personal-sellers.ts';
import { seedSocial } from './db/seed/seed-social.ts';
import { seedTrust } from './db/seed/seed-trust.ts';
import { openChangeSignals } from './modules/change-signals/open-change-signals.ts';
import { openJobQueue } from './modules/jobs/open-job-queue.ts';
import { mailJobs } from './modules/mail/mail-jobs.ts';
import { ordersJobs } from './modules/orders/orders-jobs.ts';
import { paymentsJobs } from './modules/payments/payments-jobs.ts';
import { socialPostJobs } from './modules/social/posts/post-jobs.ts';
import { loggerOptions } from './plugins/logger-options.ts';

function defaultWebDist(): string | undefined {
  const candidate = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(candidate) ? candidate : undefined;
}

/** What start-up has opened so far, undone newest first if it fails half-way (e.g. the port is taken). */
const undoOnFailure: (() => Promise<void>)[] = [];

async function main(): Promise<void> {
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  const unlock = await lockDataDir(dataDir);
  undoOnFailure.push(unlock);
  let embedded: TEmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  // The embedded PostgreSQL is restarted when it stops by itself (decision 071); told to the console
  // until the app's logger exists, and not while the server shuts down.
  let pgLog: TSupervise['log'] = (level, message) => console[level === 'info' ? 'log' : level](message);
  let pgWanted = true;
  if (!url) {
    console.log(`Starting the embedded PostgreSQL (data directory ${dataDir})…`);
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: env.PG_PORT,
      supervise: {
        log: (level, message) => pgLog(level, message),
        wanted: () => pgWanted,
        onGiveUp: (error) => {
          console.error(
            `Haat is stopping: its embedded PostgreSQL could not be restarted (${error.message}).`,
          );
          void unlock().finally(() => process.exit(1));
        },
      },
    });
    undoOnFailure.push(embedded.stop);
    url = embedded.url;
  }
  const database = createDatabase(url);
  undoOnFailure.push(database.close);
  await migrateDatabase(database.db);
  // The job queue (pg-boss, decision 064) keeps its own schema in the same database.
  const jobs = await openJobQueue({ connectionString: url });
  undoOnFailure.push(jobs.stop);
  // Every instance listens for the others' changes to what it keeps in memory (decision 072).
  const signals = await openChangeSignals({ connectionString: url, pool: database.pool });
  undoOnFailure.push(signals.close);
  const seedDemoData = env.SEED_DEMO ?? env.NODE_ENV !== 'production';
  if (seedDemoData && env.NODE_ENV !== 'production') {
    await seedDemo(database.db);
    await seedDirectory(database.db);
  }

  const appKey = env.APP_KEY ?? (await loadOrCreateAppKey(dataDir));
  const config = toAppConfig(env, appKey, env.PORT);
  config.webDist ??= defaultWebDist();
  // JSON lines in production, pino-pretty elsewhere, unless LOG_FORMAT says (decision 068).
  const logFormat = env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty');
  const logger = loggerOptions(logFormat, env.LOG_LEVEL);
  const app = await buildApp({ config, db: database.db, logger, jobs, signals });
  jobs.logTo(app.log);
  pgLog = (level, message) => app.log[level](message);
  signals.logTo(app.log);
  if (seedDemoData && env.NODE_ENV !== 'production') {
    await seedMarketplace({ ...app.deps, storage: app.storage });
    await seedPersonalSellers({ ...app.deps, storage: app.storage, cache: app.directoryCache });
    await seedTrust({ ...app.deps, privateStorage: app.privateStorage });
    await seedSocial(database.db);
    app.directoryCache.clear();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    closing = true;
    pgWanted = false;
    app.log.info(`${signal} received: closing the server…`);
    try {
      if (env.SHUTDOWN_DELAY_SECONDS > 0) {
        // Not ready from now on, yet still serving what comes meanwhile (decision 068).
        app.readiness.beginShutdown();
        app.log.info(`not ready; closing in ${env.SHUTDOWN_DELAY_SECONDS} s`);
        await new Promise((done) => setTimeout(done, env.SHUTDOWN_DELAY_SECONDS * 1000));
      }
      await app.close();
      await jobs.stop();
      await signals.close();
      await database.close();
      if (embedded) await embedded.stop();
      await unlock();
      console.log('Stopped cleanly.');
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  // Every area's jobs: the workers and schedules start once the app serves.
  await jobs.run([
    ...paymentsJobs(app.deps),
    ...ordersJobs({ ...app.deps, storage: app.storage }),
    ...socialPostJobs({ ...app.deps, storage: app.storage, jobs: app.jobs, connectors: app.connectors }),
    ...mailJobs(app.deps),
  ]);
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  Haat is running at ${address}  (API docs: ${address}/api/docs)`,
    `  Database: ${embedded ? `embedded PostgreSQL, data in ${dataDir}` : 'DATABASE_URL'}`,
  ];
  if (!config.webDist)
    lines.push('  The web app is not built: run `npm run build` (npm start does it for you).');
  if (seedDemoData && env.NODE_ENV !== 'production') {
    lines.push('  Demo accounts (email / phone / password):');
    for (const user of DEMO_USERS)
      lines.push(`    ${user.role.padEnd(9)}  ${user.email}  ${user.phone}  ${user.password}`);
  }
  if (!config.smtpUrl)
    lines.push(
      env.NODE_ENV === 'production'
        ? '  No SMTP_URL: emails are kept in the mail_outbox table (their links are not logged in production).'
        : '  No SMTP_URL: emails are kept in the mail_outbox table and their links logged here.',
    );
  console.log(`${lines.join('\n')}\n`);
}

main().catch(async (error) => {
  if (error instanceof DataDirLockedError) console.error(`\n${error.message}\n`);
  else console.error('Haat could not start:', error instanceof Error ? error.message : error);
  for (const undo of undoOnFailure.reverse()) await undo().catch(() => undefined);
  process.exit(1);
});
