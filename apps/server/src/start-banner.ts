import type { Config } from './config';

/** What the console shows once the server listens. */
export function startBanner(
  config: Pick<Config, 'port' | 'databaseUrl' | 'demoMode' | 'smtp' | 'sms'>,
  database: { description: string },
  demo: { emails: readonly string[]; password: string },
): string {
  const url = `http://localhost:${config.port}`;
  const lines = [
    `Fleetdesk is running on ${url}  (API ${url}/api/v1, OpenAPI ${url}/api/docs)`,
    `Database: ${database.description}`,
    `Mode: ${config.demoMode ? 'demo (stand-ins answer for partners nobody configured)' : 'production'}`,
  ];
  // A password printed by a shared server would be read by whoever sees its log.
  if (!config.databaseUrl) lines.push(`Sign in with ${demo.emails.join(', ')} — password ${demo.password}`);
  if (!config.smtp || !config.sms)
    lines.push(
      'Verification codes not sent through SMTP_URL or SMS_API_URL are printed below as "verification code for <e-mail>: <code>" (and kept in the outbox table for 10 minutes).',
    );
  return `\n${lines.join('\n')}\n`;
}
