// `npm run restore -- <backup folder> [--force]`: restores a backup made by `npm run backup` into
// an empty database (and DATA_DIR's file folders) in one transaction. See docs/backups.md.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CommandError } from './lib/backup-format.ts';
import { commandEnv, runCommand, userPath } from './lib/command-env.ts';
import { openDatabase } from './lib/open-database.ts';
import { readManifest, restoreBackup } from './lib/restore-backup.ts';

const USAGE = `Usage: npm run restore -- <backup folder> [--force]
  Restores a backup into the database (DATABASE_URL, else the embedded PostgreSQL of DATA_DIR) and,
  for local storage, DATA_DIR/uploads and DATA_DIR/private. Stop the app first. Refuses a database
  or file folder that already holds data unless --force, which empties them first.`;

async function main(): Promise<void> {
  let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  if (parsed.positionals.length !== 1) throw new CommandError(`Name one backup folder.\n${USAGE}`);
  const dir = userPath(parsed.positionals[0] ?? '');
  if (!existsSync(dir)) throw new CommandError(`${dir} does not exist.`);
  // Check the backup before touching anything (starting a database included).
  const manifest = await readManifest(dir);
  const env = commandEnv();
  const dataDir = resolve(env.DATA_DIR);
  const log = (line: string) => console.log(line);
  const database = await openDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir,
    ...(env.PG_PORT ? { pgPort: env.PG_PORT } : {}),
    exclusive: true,
    log,
  });
  try {
    log(
      `Restoring ${dir} (made ${manifest.createdAt} by Haat ${manifest.app?.version}) into ${database.description}…`,
    );
    const started = Date.now();
    const restored = await restoreBackup({
      url: database.url,
      dir,
      uploadsDir: join(dataDir, 'uploads'),
      privateDir: join(dataDir, 'private'),
      force: parsed.values.force ?? false,
      log,
    });
    const rows = restored.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `Restored ${restored.tables.length} tables (${rows} rows); every table's count and checksum match the backup.`,
    );
    if (restored.files.store === 'local') {
      log(
        `Files: ${restored.files.uploads} uploads and ${restored.files.private} private documents put back in ${dataDir}.`,
      );
      if (restored.files.private > 0 && !env.APP_KEY && !existsSync(join(dataDir, 'app-key')))
        log(
          'Private documents are encrypted with the APP_KEY of the installation that made the backup: set APP_KEY ' +
            `to it (or copy its DATA_DIR/app-key into ${dataDir}) before starting the app.`,
        );
      if (env.S3_BUCKET)
        log(`S3_BUCKET is set: move these files into the bucket with \`npm run storage:migrate\`.`);
    } else log(`Files: kept in the S3 bucket ${restored.files.bucket}; nothing to put back.`);
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

runCommand('restore', main);
