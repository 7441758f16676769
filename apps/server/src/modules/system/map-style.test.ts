import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, signIn } from '../../../test/api';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';

// A tile service's style on this machine (nothing is fetched from it here: the server only names it).
const STYLE_URL = 'http://127.0.0.1:8311/styles/streets/style.json';

let database: TestDatabase;
let offline: TestServer;
let withTiles: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  offline = await startTestServer({ database });
  withTiles = await startTestServer({ database, env: { MAP_STYLE_URL: STYLE_URL } });
});
afterAll(async () => {
  await offline.close();
  await withTiles.close();
  await database.drop();
});

describe("the maps' base style", () => {
  it('is null without MAP_STYLE_URL, so the web app draws its offline base layer', async () => {
    const token = await signIn(offline.url, database.db, ADMIN);
    const res = await call(offline.url, 'GET', '/map-style', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ style_url: null });
    const csp = (await fetch(`${offline.url}/api/v1/version`)).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self';");
  });

  it("is MAP_STYLE_URL when set, and the page may fetch from the tile service's origin", async () => {
    const token = await signIn(withTiles.url, database.db, ADMIN);
    const res = await call(withTiles.url, 'GET', '/map-style', { token });
    expect(res.body).toEqual({ style_url: STYLE_URL });
    const csp = (await fetch(`${withTiles.url}/api/v1/version`)).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8311;");
  });
});
