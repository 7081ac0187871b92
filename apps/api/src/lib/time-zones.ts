import { isTimeZone } from '@haat/shared';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { AppError } from './app-error.ts';

/**
 * The time zone names of PostgreSQL (`pg_timezone_names`), by lower-case name, loaded once per
 * database handle on first use and kept (the list only changes with a server upgrade).
 */
const LOADED = new WeakMap<object, Promise<Map<string, string>>>();

function databaseZones(db: TExecutor): Promise<Map<string, string>> {
  let zones = LOADED.get(db);
  if (!zones) {
    zones = db
      .execute<{ name: string }>(sql`SELECT name FROM pg_timezone_names`)
      .then((result) => new Map(result.rows.map((row) => [row.name.toLowerCase(), row.name])));
    // A failed load is tried again by the next request instead of being kept.
    zones.catch(() => LOADED.delete(db));
    LOADED.set(db, zones);
  }
  return zones;
}

/** The name Intl gives the zone (`AGT` → `America/Buenos_Aires`), or undefined when it has none. */
function intlCanonical(name: string): string | undefined {
  if (!isTimeZone(name)) return undefined;
  return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
}

/**
 * A time zone name from a user (a business's time zone, an analytics `tz`) as both PostgreSQL and
 * this runtime's Intl know it, or undefined. Node accepts names PostgreSQL does not (`AGT`,
 * `US/Pacific-New`, `SystemV/AST4`…), and PostgreSQL's `AT TIME ZONE` fails on them. The name is
 * looked up in PostgreSQL's list (any case; answered in its spelling); failing that, Intl's
 * canonical name for it is (`AGT` → `America/Buenos_Aires`, the zone Intl already took it for).
 */
export async function knownTimeZone(db: TExecutor, name: string): Promise<string | undefined> {
  const zones = await databaseZones(db);
  for (const candidate of [name, intlCanonical(name)]) {
    const zone = candidate === undefined ? undefined : zones.get(candidate.toLowerCase());
    if (zone && isTimeZone(zone)) return zone;
  }
  return undefined;
}

/** `knownTimeZone`, or a 422 on `field` ("Unknown time zone…") when there is none. */
export async function requireTimeZone(db: TExecutor, name: string, field: string): Promise<string> {
  const zone = await knownTimeZone(db, name);
  if (!zone) throw AppError.fields({ [field]: 'validation.time_zone' });
  return zone;
}
