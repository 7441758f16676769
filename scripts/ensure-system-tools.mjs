// The test command's tools from Debian's packages: Chromium for the browser tests, and PostgreSQL's
// server and client tools for the backup round trip (the embedded PostgreSQL package ships no pg_dump).
// Installs what is missing when we are root; otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const hasChromium = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some(
    (p) => p && existsSync(p),
  );
const hasPostgresTools = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((major) =>
    ['initdb', 'pg_dump', 'pg_restore'].every((tool) =>
      existsSync(`/usr/lib/postgresql/${major}/bin/${tool}`),
    ),
  );

const missing = [
  ...(hasChromium() ? [] : ['chromium', 'fonts-liberation']),
  ...(hasPostgresTools() ? [] : ['postgresql']),
];
if (missing.length === 0) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Missing system packages. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} from Debian packages…`);
execSync(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
  { stdio: 'inherit' },
);
