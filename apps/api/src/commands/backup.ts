// `npm run backup [-- --out <dir>]`: a consistent logical backup of the database (and local files)
// into a folder, while the app keeps serving. See docs/backups.md.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CommandError } from './lib/backup-format.ts';
import { commandEnv, runCommand, userPath } from './lib/command-env.ts';
import { backupStamp, makeBackup } from './lib/make-backup.ts';
import { openDatabase } from './lib/open-database.ts';

const USAGE = `Usage: npm run backup [-- --out <folder>]
  Writes a backup folder (default ./backups/haat-<UTC time>) with manifest.json, one gzip'd COPY
  file per table and, with local storage, the uploaded files. Uses DATABASE_URL when set, else the
  embedded PostgreSQL of DATA_DIR (the running app's, or started for the backup).`;

async function main(): Promise<void> {
  let args: { out?: string; help?: boolean };
  try {
    args = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const env = commandEnv();
  const dataDir = resolve(env.DATA_DIR);
  const out = args.out ? userPath(args.out) : resolve('backups', `haat-${backupStamp()}`);
  const log = (line: string) => console.log(line);
  const database = await openDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir,
    ...(env.PG_PORT ? { pgPort: env.PG_PORT } : {}),
    exclusive: false,
    log,
  });
  try {
    log(`Backing up ${database.description}…`);
    const started = Date.now();
    const manifest = await makeBackup({
      url: database.url,
      out,
      ...(env.S3_BUCKET
        ? { s3Bucket: env.S3_BUCKET }
        : { uploadsDir: join(dataDir, 'uploads'), privateDir: join(dataDir, 'private') }),
      log,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const bytes = manifest.tables.reduce((sum, table) => sum + table.fileBytes, 0);
    log(
      `Database: ${manifest.tables.length} tables, ${rows} rows (${(bytes / 1024).toFixed(0)} KiB compressed), ` +
        `PostgreSQL ${manifest.server.version}, ${manifest.migrations.length} migrations.`,
    );
    if (manifest.files.store === 'local' && manifest.files.private > 0)
      log('Private documents are encrypted with APP_KEY: keep the key safe too (it is not in the backup).');
    log(`Backup written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

runCommand('backup', main);
