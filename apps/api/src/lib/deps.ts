import type { FastifyBaseLogger } from 'fastify';
import type { TAppConfig } from '../config/app-config.ts';
import type { TDb } from '../db/client.ts';
import type { TChangeSignals } from '../modules/change-signals/signal-types.ts';
import type { TMailer } from '../plugins/mailer.ts';

/** What every operation may use: the database, the configuration, mail, a logger and change signals. */
export interface TDeps {
  db: TDb;
  config: TAppConfig;
  mailer: TMailer;
  log: FastifyBaseLogger;
  /** Tells every instance that something they keep in memory changed (decision 072). */
  signals: TChangeSignals;
}
