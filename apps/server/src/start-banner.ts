import type { Config } from './config';
import { StartProblem } from './start-problem';

/** What the console shows once the server listens. */
export function startBanner(
  config: Pick<Config, 'port' | 'databaseUrl' | 'demoMode' | 'smtp' | 'sms'>,
  database: { description: string },
  users: {
    demo: { emails: readonly string[]; password: string };
    /** False on a database nobody can sign in to yet (a production first start). */
    hasUsers: boolean;
  },
): string {
  const url = `http://localhost:${config.port}`;
  const lines = [
    `Fleetdesk is running on ${url}  (API ${url}/api/v1, OpenAPI ${url}/api/docs)`,
    `Database: ${database.description}`,
    `Mode: ${config.demoMode ? 'demo (stand-ins answer for partners nobody configured)' : 'production'}`,
  ];
  // A password printed by a shared server would be read by whoever sees its log.
  const { demo } = users;
  if (!config.databaseUrl) lines.push(`Sign in with ${demo.emails.join(', ')} — password ${demo.password}`);
  if (!users.hasUsers)
    lines.push(
      "No user exists yet: create the first (super) admin with this server's DATABASE_URL (or DATA_DIR):",
      '  npm run create-admin -- --email <e-mail> --first-name <name> --last-name <name>',
      '  (the password: typed on stdin with --password-stdin, FLEETDESK_ADMIN_PASSWORD, or generated and printed once)',
    );
  if (!config.smtp || !config.sms)
    lines.push(
      'Verification codes not sent through SMTP_URL or SMS_API_URL are printed below as "verification code for <e-mail>: <code>" (and kept in the outbox table for 10 minutes).',
    );
  return `\n${lines.join('\n')}\n`;
}

/** Node's and PostgreSQL's codes of a database that cannot be reached or entered. */
const DATABASE_UNUSABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  '28P01', // password authentication failed
  '28000', // no pg_hba.conf entry / role not allowed
  '3D000', // the database does not exist
]);

/** Where DATABASE_URL points, without its user and password. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'unreadable';
  }
}

/**
 * The line a failed start prints instead of Node's stack trace: what to change for what an operator
 * causes (a setting, a port in use, a database out of reach); the stack of anything else.
 */
export function startFailure(
  error: unknown,
  config: Pick<Config, 'port' | 'databaseUrl'> | undefined,
): string {
  const chain: unknown[] = [];
  for (let e = error; e instanceof Error && chain.length < 10; e = e.cause) chain.push(e);
  const coded = chain.find(
    (e): e is Error & { code: string } => typeof (e as { code?: unknown }).code === 'string',
  );
  const head = 'Fleetdesk did not start:';
  if (error instanceof StartProblem) return `${head} ${error.message}`;
  if (coded?.code === 'EADDRINUSE' && config)
    return `${head} port ${config.port} is in use by another program (stop it, or choose another port with PORT).`;
  if (coded && DATABASE_UNUSABLE.has(coded.code) && config?.databaseUrl)
    return `${head} the database of DATABASE_URL (${databaseAddress(config.databaseUrl)}) cannot be used: ${coded.message}`;
  return `${head} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
