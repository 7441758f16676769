import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner } from './start-banner';

const demo = { emails: ['admin@fleetdesk.test'], password: 'fleetdesk-demo' };
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
  });
});
