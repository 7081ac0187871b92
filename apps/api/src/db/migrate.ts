import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { TDb } from './client.ts';

/** Finds the SQL migrations both from the sources (tests, tsx) and from the built bundle (dist/). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'migrations'),
    join(here, '../src/db/migrations'),
    join(here, '../../src/db/migrations'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function migrateDatabase(db: TDb): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
