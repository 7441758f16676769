// Generated files must match their sources, and a migration that has landed is never edited.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const sh = (cmd) => execSync(cmd, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const openapi = 'docs/api/openapi.json';
const migrations = 'apps/server/src/db/migrations';
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
let ok = true;

const openapiBefore = read(openapi);
sh('npx tsx scripts/openapi.ts');
if (read(openapi) !== openapiBefore) {
  console.error(`${openapi} was out of date with the contract: it has been regenerated, commit it.`);
  ok = false;
}

const migrationsBefore = readdirSync(migrations).length;
sh(`cd apps/server && npx drizzle-kit generate --name schema_change`);
if (readdirSync(migrations).length !== migrationsBefore) {
  console.error('The Drizzle schema has changes without a migration: one has been generated, commit it.');
  ok = false;
}

const edited = sh(`git log --diff-filter=MDR --format='%h %s' -- '${migrations}/*.sql'`).trim();
if (edited) {
  console.error(
    `A committed migration was edited, renamed or removed; add a new migration instead:\n${edited}`,
  );
  ok = false;
}
process.exit(ok ? 0 : 1);
