import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner, startFailure } from './start-banner';

const demo = { demo: { emails: ['admin@fleetdesk.test'], password: 'fleetdesk-demo' }, hasUsers: true };
const database = { description: 'somewhere' };

describe('the start banner', () => {
  it('prints the demo password for the embedded database only', () => {
    expect(startBanner(loadConfig({}), database, demo)).toContain('password fleetdesk-demo');
    const shared = loadConfig({ DATABASE_URL: 'postgres://db.example.com/fleetdesk', SEED_DEMO: 'true' });
    expect(startBanner(shared, database, demo)).not.toContain('fleetdesk-demo');
  });

  it('says which mode it runs in and where codes go', () => {
    expect(startBanner(loadConfig({}), database, demo)).toMatch(/Mode: demo[\s\S]*verification code for/);
    const production = loadConfig({
      DATABASE_URL: 'postgres://db.example.com/fleetdesk',
      SMTP_URL: 'smtp://mail.example.com',
      SMS_API_URL: 'https://sms.example.com/messages',
    });
    const banner = startBanner(production, database, demo);
    expect(banner).toContain('Mode: production');
    expect(banner).not.toContain('verification code for');
    expect(banner).not.toContain('create-admin');
  });

  it('says how to create the first admin while no user exists', () => {
    const production = loadConfig({ DATABASE_URL: 'postgres://db.example.com/fleetdesk' });
    const banner = startBanner(production, database, { ...demo, hasUsers: false });
    expect(banner).toContain('No user exists yet');
    expect(banner).toContain(
      'npm run create-admin -- --email <e-mail> --first-name <name> --last-name <name>',
    );
  });
});

describe('a failed start', () => {
  const config = { port: 8394, databaseUrl: 'postgres://fleet:s3cret@db.example.com:5999/fleetdesk' };

  it('names the port in use and PORT', () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:8394'), {
      code: 'EADDRINUSE',
    });
    expect(startFailure(inUse, config)).toBe(
      'Fleetdesk did not start: port 8394 is in use by another program (stop it, or choose another port with PORT).',
    );
  });

  it('names the database of DATABASE_URL it cannot reach, without its password', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5999'), { code: 'ECONNREFUSED' });
    const failed = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', { cause: refused });
    const line = startFailure(failed, config);
    expect(line).toBe(
      'Fleetdesk did not start: the database of DATABASE_URL (db.example.com:5999/fleetdesk) cannot be used: connect ECONNREFUSED 10.0.0.5:5999',
    );
    const badPassword = Object.assign(new Error('password authentication failed for user "fleet"'), {
      code: '28P01',
    });
    expect(startFailure(badPassword, config)).toContain('cannot be used: password authentication failed');
  });

  it('prints a configuration error as it is, and the stack of anything unforeseen', () => {
    expect(() => loadConfig({ PORT: 'x' })).toThrow();
    const invalid = (() => {
      try {
        loadConfig({ PORT: 'x' });
      } catch (error) {
        return error;
      }
    })();
    expect(startFailure(invalid, undefined)).toMatch(
      /^Fleetdesk did not start: Invalid configuration: PORT: /,
    );
    expect(startFailure(new Error('boom'), config)).toMatch(/^Fleetdesk did not start: Error: boom\n\s+at /);
  });
});
