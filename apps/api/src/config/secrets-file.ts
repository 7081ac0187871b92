import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomSecret } from '../lib/secrets.ts';

/** Outside production the app key is made once and kept in `DATA_DIR/app-key`, so sessions survive restarts. */
export async function loadOrCreateAppKey(dataDir: string): Promise<string> {
  const file = join(dataDir, 'app-key');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const key = randomSecret(32);
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
