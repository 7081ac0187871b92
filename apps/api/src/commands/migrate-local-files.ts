// `npm run storage:migrate -- [--delete-local] [--dry-run]`: copies the files kept on this
// machine's disk (DATA_DIR/uploads, DATA_DIR/private) to the S3 bucket the S3_* settings name
// (decision 067), so the app can move to object storage. Safe to run again; see the README.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { s3ConfigOf } from '../config/app-config.ts';
import { loadEnv } from '../config/env.ts';
import { createStorages } from '../lib/storage/choose.ts';
import { migrateLocalFiles } from './migrate-local-files-core.ts';

const USAGE = `Usage: npm run storage:migrate -- [--delete-local] [--dry-run]
  Copies every file under DATA_DIR/uploads to the bucket's root and every file under DATA_DIR/private
  (identity documents, already encrypted) under its private/ prefix. Files already there with the
  same size are skipped; each copy is read back to verify it. --delete-local removes the local files
  whose copies verified. --dry-run only lists what would be copied. Needs S3_BUCKET (and the other
  S3_* settings) as the app uses them.`;

async function main(): Promise<number> {
  let args: { 'delete-local'?: boolean; 'dry-run'?: boolean; help?: boolean };
  try {
    args = parseArgs({
      options: {
        'delete-local': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  // The production-only APP_KEY rule does not apply: files are copied as they are.
  const env = loadEnv({ ...process.env, NODE_ENV: 'development' });
  const s3 = s3ConfigOf(env);
  if (!s3) {
    console.error('S3_BUCKET is not set: there is no bucket to copy to. Set the S3_* settings (README).');
    return 1;
  }
  const dataDir = resolve(env.DATA_DIR);
  const storages = createStorages(
    { uploadsDir: resolve(dataDir, 'uploads'), privateDir: resolve(dataDir, 'private'), s3 },
    { error: (detail, message) => console.error(message, JSON.stringify(detail)) },
  );
  try {
    const bucket = storages.s3;
    if (!bucket) return 1;
    try {
      await bucket.storage.ready();
    } catch {
      console.error(
        `The bucket "${s3.bucket}" does not answer at ${s3.endpoint ?? 'AWS S3'}: check the S3_* settings.`,
      );
      return 1;
    }
    const where = `s3://${s3.bucket}`;
    console.log(
      `${args['dry-run'] ? 'Listing (dry run)' : 'Copying'} local files from ${dataDir} to ${where}${s3.endpoint ? ` at ${s3.endpoint}` : ''}…`,
    );
    const results = await migrateLocalFiles({
      sources: [
        { label: 'public', dir: resolve(dataDir, 'uploads'), target: bucket.storage },
        {
          label: 'private',
          dir: resolve(dataDir, 'private'),
          target: bucket.privateStorage,
          contentType: () => 'application/octet-stream',
        },
      ],
      deleteLocal: args['delete-local'],
      dryRun: args['dry-run'],
      log: (line) => console.log(`  ${line}`),
    });
    let failed = 0;
    for (const [label, counts] of Object.entries(results)) {
      failed += counts.failed;
      console.log(
        `${label}: ${counts.found} found, ${counts.copied} ${args['dry-run'] ? 'to copy' : 'copied'}, ` +
          `${counts.present} already there, ${counts.verified} verified, ${counts.deleted} deleted locally, ` +
          `${counts.skipped} skipped, ${counts.failed} failed`,
      );
    }
    if (failed > 0) {
      console.error(`${failed} file(s) failed; their local copies are kept. Run the command again.`);
      return 1;
    }
    if (!args['dry-run'] && !args['delete-local'])
      console.log('Done. The local files are kept; run again with --delete-local to remove them.');
    return 0;
  } finally {
    storages.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('storage:migrate failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
