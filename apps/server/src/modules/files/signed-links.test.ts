import { API_BASE } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER } from '../../../test/api';
import { formWith, imageBytes } from '../../../test/file-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createFileLinks, LINK_EXPIRED, LINK_INVALID } from '../../platform/adapters/storage/links';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

let server: TestServer;
let dispatcher: string;

const uploaded = async (isPublic: boolean) => {
  const res = await call<{ data: { paths: { url: string }[] } }>(
    server.url,
    'POST',
    `/files?location=links&public=${isPublic ? 1 : 0}`,
    {
      token: dispatcher,
      body: formWith('file', { bytes: await imageBytes(6, 6), name: 'a.png', type: 'image/png' }),
    },
  );
  return res.body.data.paths[0]?.url as string;
};

const get = async (url: string) => {
  const response = await fetch(`${server.url}${url}`);
  const text = await response.text();
  return { status: response.status, cache: response.headers.get('cache-control'), body: text };
};

beforeAll(async () => {
  server = await startTestServer({ env: { FILE_URL_SECRET: SECRET, FILE_URL_TTL_MINUTES: '15' } });
  dispatcher = await tokenForEmail(server.database.db, DISPATCHER);
});

afterAll(async () => {
  await server?.close();
});

describe('file links', () => {
  it('serves a private file with a valid signature for 15 minutes, without a bearer token', async () => {
    const url = await uploaded(false);
    const expires = Number(new URL(url, server.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.cache).toMatch(/^private, max-age=\d+$/);
  });

  it('refuses an expired link, though its signature is right', async () => {
    const url = await uploaded(false);
    const key = url.slice(`${API_BASE}/files/`.length).split('?')[0] as string;
    // The same secret, but a link that ran out a minute ago.
    const expired = createFileLinks(SECRET, -60_000).urlOf(key);
    const res = await get(expired);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).message).toBe(LINK_EXPIRED);
  });

  it('refuses a tampered signature, a later expiry, another file with the same signature, and no signature', async () => {
    const url = await uploaded(false);
    const other = await uploaded(false);
    const [path, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const signature = params.get('signature') as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const cases = [
      `${path}?expires=${params.get('expires')}&signature=${flipped}`,
      `${path}?expires=${Number(params.get('expires')) + 3600}&signature=${signature}`,
      `${other.split('?')[0]}?${query}`,
      path,
    ];
    for (const link of cases) {
      const res = await get(link);
      expect(res.status, link).toBe(403);
      expect(JSON.parse(res.body).message).toBe(LINK_INVALID);
    }
  });

  it('serves a public file at a stable address, cached for good', async () => {
    const url = await uploaded(true);
    expect(url).not.toContain('?');
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for names that are no key of ours, and for a missing file', async () => {
    expect((await get(`${API_BASE}/files/public/links/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect(
      (await get(`${API_BASE}/files/public/links/00000000-0000-0000-0000-000000000000.png`)).status,
    ).toBe(404);
  });
});
