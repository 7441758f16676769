import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';

let database: TestDatabase;
let server: TestServer;
let proxied: TestServer;
let webDist: string;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  webDist = mkdtempSync(path.join(tmpdir(), 'fleetdesk-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer({ database, env: { WEB_DIST: webDist } });
  proxied = await startTestServer({ database, env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
  await database.drop();
  rmSync(webDist, { recursive: true, force: true });
});

const headersOf = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(url, { headers })).headers;

describe('security headers', () => {
  it('sends a CSP that allows only the app’s own scripts, map workers and images, and no framing', async () => {
    for (const url of [
      `${server.url}/api/v1/version`,
      `${server.url}/rides`,
      `${server.url}/api/v1/nowhere`,
    ]) {
      const headers = await headersOf(url);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp.split(';').map((d) => d.trim())).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "worker-src 'self' blob:",
          "img-src 'self' data: blob:",
          "style-src 'self' 'unsafe-inline'",
          "connect-src 'self'",
          "object-src 'none'",
          "frame-ancestors 'none'",
        ]),
      );
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('sends HSTS only for a request that came over TLS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await headersOf(`${proxied.url}/api/v1/version`, https)).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await headersOf(`${proxied.url}/api/v1/version`)).get('strict-transport-security')).toBeNull();
    // Anyone else saying "https" is not believed.
    expect(
      (await headersOf(`${server.url}/api/v1/version`, https)).get('strict-transport-security'),
    ).toBeNull();
  });
});
