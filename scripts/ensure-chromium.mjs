// Makes sure a Chromium is there for the browser tests: CHROME_PATH, or Debian's package (installed
// with apt-get when missing and we are root). Playwright's own browser download is never used.
import { findChromium, run } from './lib.mjs';

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'Chromium not found. Install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH.',
    );
  }
  console.log('Chromium not found: installing Debian packages chromium and fonts-noto-core…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) throw new Error('apt-get update failed');
  const code = await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { env });
  const installed = findChromium();
  if (code !== 0 || !installed) throw new Error('apt-get install chromium failed');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium()
    .then((path) => console.log(`Chromium: ${path}`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
