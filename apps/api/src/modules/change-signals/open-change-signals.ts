import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createSubscribers, isSignalTopic, type TChangeSignals } from './signal-types.ts';

/** The PostgreSQL channel every instance listens on. */
export const SIGNAL_CHANNEL = 'haat_changes';

export interface TSignalLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface TChangeSignalsOptions {
  /** The app's database: LISTEN holds one connection of its own, so instances need no other service. */
  connectionString: string;
  /** The app's pool, which sends the NOTIFYs. */
  pool: pg.Pool;
  log?: TSignalLog;
  /** The longest wait between attempts to listen again after the connection was lost (ms). */
  maxRetryMs?: number;
}

export interface TOpenChangeSignals extends TChangeSignals {
  /** From now on, logs through this logger (the app's, once it is built). */
  logTo(log: TSignalLog): void;
  /** Resolves once the listener is connected again (tests). */
  listening(): Promise<void>;
}

const consoleLog: TSignalLog = {
  info: (object, message) => console.log(message, object),
  warn: (object, message) => console.warn(message, object),
};

/**
 * Change signals across instances through PostgreSQL's LISTEN/NOTIFY (decision 072). One dedicated
 * connection listens; `publish` sends a NOTIFY through the app's pool,
 * which PostgreSQL delivers to every listener within milliseconds. A notification names its topic
 * and its sender, so an instance does not clear twice for its own change. When the listening
 * connection is lost (a restart of the database, a network cut), signals sent meanwhile are missed:
 * on listening again every subscriber runs once, so nothing stays stale.
 */
export async function openChangeSignals(options: TChangeSignalsOptions): Promise<TOpenChangeSignals> {
  let log = options.log ?? consoleLog;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const instance = randomUUID();
  const subscribers = createSubscribers();
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;
  let connected: Promise<void> = Promise.resolve();
  let markConnected: () => void = () => undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== SIGNAL_CHANNEL || !message.payload) return;
    let parsed: { t?: unknown; i?: unknown };
    try {
      parsed = JSON.parse(message.payload) as { t?: unknown; i?: unknown };
    } catch {
      return;
    }
    if (parsed.i === instance || !isSignalTopic(parsed.t)) return;
    subscribers.run(parsed.t);
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    connected = new Promise((resolve) => {
      markConnected = resolve;
    });
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen(true);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const listen = async (again: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      application_name: 'haat-signals',
    });
    next.on('notification', onNotification);
    next.on('error', (error: Error & { code?: string }) => {
      log.warn({ code: error.code, err: error.message }, 'change signals: the listening connection failed');
    });
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      if (!closed) {
        log.warn({}, 'change signals: the listening connection ended; listening again');
        scheduleRetry();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SIGNAL_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      if (!again) throw error;
      log.warn({ err: (error as Error).message }, 'change signals: cannot listen yet; trying again');
      scheduleRetry();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = 250;
    if (again) {
      // Whatever was signalled while nobody listened: forget everything kept.
      subscribers.runAll();
      log.info({}, 'change signals: listening again; caches cleared');
    }
    markConnected();
  };

  await listen(false);

  return {
    async publish(topic) {
      subscribers.run(topic);
      try {
        await options.pool.query('SELECT pg_notify($1, $2)', [
          SIGNAL_CHANNEL,
          JSON.stringify({ t: topic, i: instance }),
        ]);
      } catch (error) {
        log.warn({ topic, err: (error as Error).message }, 'change signals: could not tell other instances');
      }
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    logTo(next) {
      log = next;
    },
    listening: () => connected,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
