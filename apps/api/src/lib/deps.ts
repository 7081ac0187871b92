import type { FastifyBaseLogger } from 'fastify';
import type { TAppConfig } from '../config/app-config.ts';
import type { TDb } from '../db/client.ts';
import type { TMailer } from '../plugins/mailer.ts';

/** What every operation may use: the database, the configuration, mail and a logger. */
export interface TDeps {
  db: TDb;
  config: TAppConfig;
  mailer: TMailer;
  log: FastifyBaseLogger;
}
