// `npm run backup [-- --out <folder>]`: a consistent backup of the database and local files while
// the app runs (apps/api/src/commands/backup.ts; docs/backups.md).
import { runApiCommand } from './lib/run-api-command.mjs';

await runApiCommand('backup');
