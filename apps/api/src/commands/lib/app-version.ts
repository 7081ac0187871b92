import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's name and version from the root package.json, found upwards from this file (sources or dist/). */
export function appVersion(): { name: string; version: string } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
        workspaces?: unknown;
      };
      if (pkg.workspaces) return { name: pkg.name ?? 'haat', version: pkg.version ?? '0.0.0' };
    }
    dir = dirname(dir);
  }
  return { name: 'haat', version: 'unknown' };
}
