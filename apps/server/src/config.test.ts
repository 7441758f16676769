import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const REAL_DB = { DATABASE_URL: 'postgres://db.example.com/fleetdesk' };

describe('loadConfig', () => {
  it('seeds the demo and runs in demo mode only on the embedded database by default', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, demoMode: true });
    expect(loadConfig(REAL_DB)).toMatchObject({ seedDemo: false, demoMode: false });
    expect(loadConfig({ ...REAL_DB, SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, demoMode: true });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false, demoMode: true });
  });

  it('trusts no proxy unless TRUST_PROXY lists some', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('names TRUST_PROXY when an entry is no address, CIDR or proxy-addr range name', () => {
    expect(
      loadConfig({ TRUST_PROXY: 'loopback, ::1, 10.0.0.0/255.0.0.0, fd00::/8' }).trustProxy,
    ).toHaveLength(4);
    for (const bad of ['not-an-ip', '10.0.0.0/33', '10.0.0.1, proxy', '10.0.0.300', 'fd00::/129'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid configuration: TRUST_PROXY: /);
  });

  it('bounds argon2 work by default', () => {
    expect(loadConfig({}).authHashing).toEqual({ concurrency: 4, queue: 32 });
  });

  it('runs every job, none, or the listed ones', () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'false' }).jobs).toBe(false);
    expect(loadConfig({ JOBS: '1' }).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'payout-files, ride-eta' }).jobs).toEqual(['payout-files', 'ride-eta']);
  });

  it('takes the ACH origin and QuickBooks from the environment, with demo defaults', () => {
    expect(loadConfig({}).ach).toMatchObject({ immediateDestination: '021000021', companyId: '1123456789' });
    expect(loadConfig({}).quickbooks).toBeUndefined();
    expect(() => loadConfig({ ACH_ORIGINATING_ROUTING: '021000022' })).toThrow('ACH_ORIGINATING_ROUTING');
    expect(loadConfig({ QUICKBOOKS_API_URL: 'https://qb.example.com/v3/company/1' }).quickbooks).toEqual({
      url: 'https://qb.example.com/v3/company/1',
      token: undefined,
      timeoutMs: 10_000,
    });
  });

  it('takes a publishable key only with the provider that reads its tokens back, and never a secret key', () => {
    const provider = { PAYMENTS_API_URL: 'https://api.stripe.com', PAYMENTS_API_KEY: 'sk_live_1' };
    expect(loadConfig({ ...provider, PAYMENTS_PUBLISHABLE_KEY: 'pk_live_51Abc' }).payments).toMatchObject({
      publishableKey: 'pk_live_51Abc',
    });
    expect(loadConfig(provider).payments?.publishableKey).toBeNull();
    expect(() => loadConfig({ PAYMENTS_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow('needs PAYMENTS_API_URL');
    expect(() => loadConfig({ ...provider, PAYMENTS_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      'a test key beside a live PAYMENTS_API_KEY',
    );
    expect(() => loadConfig({ ...provider, PAYMENTS_PUBLISHABLE_KEY: 'sk_live_1' })).toThrow(
      'PAYMENTS_PUBLISHABLE_KEY',
    );
  });
});
