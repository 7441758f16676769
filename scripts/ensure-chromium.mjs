// Browser tests use Debian's Chromium. Install it when missing and we are root; otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
if (candidates.some((p) => existsSync(p))) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(
    'Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)',
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian packages…');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
  {
    stdio: 'inherit',
  },
);
