import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../db/migrate.ts';
import type { TMigrationEntry } from './backup-format.ts';

export interface TLocalMigration extends TMigrationEntry {
  /** The statements Drizzle would run, split at its breakpoints. */
  statements: string[];
}

/** This version's migrations, as Drizzle reads them (hash of each file, time from the journal). */
export function localMigrations(): TLocalMigration[] {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const tags = new Map(journal.entries.map((entry) => [String(entry.when), entry.tag]));
  return readMigrationFiles({ migrationsFolder: folder }).map((migration) => ({
    tag: tags.get(String(migration.folderMillis)),
    hash: migration.hash,
    createdAt: String(migration.folderMillis),
    statements: migration.sql,
  }));
}

/** Whether two migration lists are the same migrations in the same order. */
export function sameMigrations(a: TMigrationEntry[], b: TMigrationEntry[]): boolean {
  return a.length === b.length && a.every((m, i) => m.hash === b[i]?.hash && m.createdAt === b[i]?.createdAt);
}
