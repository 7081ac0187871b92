// `npm run restore -- <backup folder> [--force]`: restores a backup into an empty database and
// DATA_DIR, with the app stopped (apps/api/src/commands/restore.ts; docs/backups.md).
import { runApiCommand } from './lib/run-api-command.mjs';

await runApiCommand('restore');
