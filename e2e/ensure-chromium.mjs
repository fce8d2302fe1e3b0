// Finds the system Chromium for the browser tests; never downloads a browser build.
// Order: CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser; if none and we are root on
// Debian, installs Debian's chromium with apt-get; otherwise fails with one line saying how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);

export function findChromium() {
  return candidates.find((p) => existsSync(p));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found) {
    const isRoot = process.getuid?.() === 0;
    const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
    if (isRoot && isDebian) {
      console.log('Chromium not found: installing Debian package "chromium" with apt-get ...');
      execSync(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-thai-tlwg',
        {
          stdio: 'inherit',
        },
      );
      found = findChromium();
    }
    if (!found) {
      console.error(
        'No Chromium for the browser tests: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.',
      );
      process.exit(1);
    }
  }
  console.log(`Browser tests use ${found}`);
}
