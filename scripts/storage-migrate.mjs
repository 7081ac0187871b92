// `npm run storage:migrate -- [--delete-local] [--dry-run]`: copies the files on this machine's
// disk (DATA_DIR/uploads, DATA_DIR/private) to the S3 bucket of the S3_* settings
// (apps/api/src/commands/migrate-local-files.ts; decision 067).
import { runApiCommand } from './lib/run-api-command.mjs';

await runApiCommand('migrate-local-files');
