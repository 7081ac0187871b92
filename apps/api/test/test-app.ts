import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TBuildOptions } from '../src/app.ts';
import type { TAppConfig } from '../src/config/app-config.ts';
import { createDatabase, type TDatabase } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/system.ts';
import { openChangeSignals } from '../src/modules/change-signals/open-change-signals.ts';
import type { TJobDefinition } from '../src/modules/jobs/job-types.ts';
import { openJobQueue, type TJobQueue, type TJobQueueOptions } from '../src/modules/jobs/open-job-queue.ts';

export const TEST_APP_KEY = 'test-app-key-0123456789abcdefghijklmnopqrstuvwxyz';

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabase;
  /** The test database's address (another "instance" connects to it). */
  url: string;
  /** The real job queue, with `{ jobs: true }`; otherwise `app.jobs` only records what is sent. */
  queue?: TJobQueue;
  /** Mail kept in the outbox, newest first. */
  mails(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

export interface TTestBuild extends Pick<TBuildOptions, 'logger' | 'connectors'> {
  /** Opens a real job queue (pg-boss) on the test database; options shorten its clocks for tests. */
  jobs?: boolean | Partial<TJobQueueOptions>;
  /** Listens for change signals on the database, as server.ts does (instances then hear each other). */
  signals?: boolean;
}

/** Builds the real app on its own fresh copy of the migrated test database. */
export async function createTestApp(
  overrides: Partial<TAppConfig> = {},
  { jobs, signals: listen, ...build }: TTestBuild = {},
): Promise<TTestApp> {
  const serverUrl = inject('pgServerUrl');
  const name = `haat_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
  const url = `${serverUrl}/${name}`;
  const database = createDatabase(url, 5);
  const config: TAppConfig = {
    env: 'test',
    appUrl: 'http://localhost:3000',
    appKey: TEST_APP_KEY,
    mailFrom: 'Haat <no-reply@haat.test>',
    defaultCountry: 'BD',
    rateLimitFactor: 1,
    bodyLimit: 1_048_576,
    tokenIdleDays: 30,
    trustProxy: false,
    logLevel: 'silent',
    uploadsDir: mkdtempSync(join(tmpdir(), 'haat-uploads-')),
    privateDir: mkdtempSync(join(tmpdir(), 'haat-private-')),
    ...overrides,
  };
  const queue = jobs ? await openTestJobQueue(url, jobs) : undefined;
  const signals = listen
    ? await openChangeSignals({ connectionString: url, pool: database.pool })
    : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    ...build,
    ...(queue ? { jobs: queue } : {}),
    ...(signals ? { signals } : {}),
  });
  queue?.logTo(app.log);
  signals?.logTo(app.log);
  await app.ready();
  injectOnAppHost(app, new URL(config.appUrl).host);
  return {
    app,
    database,
    url,
    ...(queue ? { queue } : {}),
    mails: () => database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)),
    async close() {
      await app.close();
      await queue?.stop();
      await signals?.close();
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      rmSync(config.uploadsDir, { recursive: true, force: true });
      rmSync(config.privateDir, { recursive: true, force: true });
    },
  };
}

/** A job queue on a test database: quick to stop, and its clocks shortened unless told otherwise. */
export function openTestJobQueue(url: string, options: true | Partial<TJobQueueOptions> = true) {
  return openJobQueue({
    connectionString: url,
    pollingSeconds: 0.5,
    cronCheckSeconds: 1,
    stopTimeoutSeconds: 5,
    ...(options === true ? {} : options),
  });
}

export interface TTestInstance {
  app: FastifyInstance;
  database: TDatabase;
  queue: TJobQueue;
  close(): Promise<void>;
}

/**
 * Another "instance" of the API on `t`'s database, as a second process would be: its own pool, job
 * queue and app with the same configuration. `definitions` are run on its queue (its workers and
 * schedules); close it before `t`.
 */
export async function startInstance(
  t: TTestApp,
  definitions: (app: FastifyInstance) => TJobDefinition[] = () => [],
  queueOptions: Partial<TJobQueueOptions> = {},
): Promise<TTestInstance> {
  const database = createDatabase(t.url, 5);
  const queue = await openTestJobQueue(t.url, queueOptions);
  const signals = await openChangeSignals({ connectionString: t.url, pool: database.pool });
  const app = await buildApp({ config: t.app.deps.config, db: database.db, jobs: queue, signals });
  queue.logTo(app.log);
  signals.logTo(app.log);
  await app.ready();
  await queue.run(definitions(app));
  return {
    app,
    database,
    queue,
    async close() {
      await app.close();
      await queue.stop();
      await signals.close();
      await database.close();
    },
  };
}

/**
 * Requests that name no host come to APP_URL's, as a browser on the canonical address does (links
 * follow the request's host outside production, and production redirects other hosts). A test
 * about other host names sends its own `host` header.
 */
function injectOnAppHost(app: FastifyInstance, host: string): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const withHost = (options: unknown) =>
    options && typeof options === 'object' ? { authority: host, ...options } : options;
  Object.assign(app, {
    inject: (options?: unknown, ...rest: unknown[]) => inject(withHost(options), ...rest),
  });
}

export interface TCsrf {
  cookie: string;
  token: string;
}

/** Gets a CSRF cookie and token the way a browser does. */
export async function getCsrf(app: FastifyInstance): Promise<TCsrf> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
  const token = response.json().data.csrf_token as string;
  return { cookie: `XSRF-TOKEN=${token}`, token };
}

/** A browser-like JSON call: CSRF cookie and header on state-changing requests, bearer when given. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  else if (method !== 'GET') {
    const csrf = await getCsrf(app);
    headers.cookie = csrf.cookie;
    headers['x-csrf-token'] = csrf.token;
  }
  return app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

let counter = 0;

/** A valid registration payload with a unique email and Bangladeshi phone number. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(8, '0').slice(-8);
  return {
    name: 'Test User',
    email: `user${suffix}-${randomBytes(3).toString('hex')}@example.com`,
    phone: `017${suffix}`,
    country: 'BD',
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    terms: true,
    ...overrides,
  };
}

/** Registers a user through the API and answers its token and user. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = newRegistration(overrides);
  const response = await call(app, 'POST', '/api/auth/register', { body: payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json().data;
  return { token: token as string, user, payload };
}
