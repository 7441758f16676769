import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PlaceSuggestion, places } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER, signIn } from '../../../test/api';
import { startTestServer, type TestServer } from '../../../test/server';
import { rides } from '../../db/schema';
import { createEmbeddedGeocoder } from '../../platform/adapters/geocoder/embedded';
import { createNominatimGeocoder } from '../../platform/adapters/geocoder/nominatim';

/** A demo facility: morning rides go there, so it is among the known ride addresses. */
const HARLEM_DIALYSIS = { address: '215 W 125th St, New York, NY 10027', lat: 40.8095, lon: -73.9485 };

/** The fake geocoder answers this query with a server error. */
const FAILING_QUERY = '11430';

let server: TestServer;
let adminToken: string;

/** A fake Nominatim answering `/search` in `format=jsonv2`; records the queries it was asked. */
let nominatim: Server;
let nominatimUrl: string;
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server.url, server.database.db, ADMIN);
  nominatim = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    asked.push(url.searchParams);
    if (url.pathname !== '/search' || url.searchParams.get('q') === FAILING_QUERY) {
      response.writeHead(500).end('boom');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify([
        { place_id: 1, display_name: '350 5th Ave, New York, NY 10118', lat: '40.7484', lon: '-73.9857' },
        { place_id: 2, display_name: '20 W 34th St, New York, NY 10001', lat: '40.7486', lon: '-73.9864' },
      ]),
    );
  });
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  nominatimUrl = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => nominatim.close(resolve));
});

const autocomplete = (query: string, options: { token?: string; fleet?: boolean; url?: string } = {}) =>
  call<{ places: PlaceSuggestion[]; message?: string }>(
    options.url ?? server.url,
    'GET',
    `/places/autocomplete?${query}`,
    { token: options.token ?? adminToken, fleet: options.fleet },
  );

describe('GET /places/autocomplete (embedded places)', () => {
  it('suggests a known demo address with its coordinates, prefix matches first', async () => {
    const res = await autocomplete('q=215%20w%20125TH');
    expect(res.status).toBe(200);
    const [first] = res.body.places;
    expect(first).toMatchObject({ address: HARLEM_DIALYSIS.address, source: 'known' });
    expect(first?.lat).toBeCloseTo(HARLEM_DIALYSIS.lat, 3);
    expect(first?.lon).toBeCloseTo(HARLEM_DIALYSIS.lon, 3);
  });

  it('needs every word of the query, in any order, and honours the limit', async () => {
    const res = await autocomplete('q=Brooklyn%20NY&limit=3');
    expect(res.status).toBe(200);
    expect(res.body.places).toHaveLength(3);
    for (const place of res.body.places)
      expect(place.address.toLowerCase()).toMatch(/brooklyn.*ny|ny.*brooklyn/);
    const none = await autocomplete('q=125th%20Zanzibar');
    expect(none.body.places).toEqual([]);
  });

  it('answers a ZIP with its centroid first', async () => {
    const res = await autocomplete('q=11430');
    expect(res.status).toBe(200);
    expect(res.body.places[0]).toMatchObject({ source: 'zip', address: expect.stringContaining('11430') });
    expect(res.body.places[0]?.lat).toBeCloseTo(40.645, 2);
  });

  it('refuses a query shorter than 3 characters and a limit above 20', async () => {
    const short = await autocomplete('q=%2012%20');
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(places.PLACES_QUERY_TOO_SHORT);
    expect((await autocomplete('q=Brooklyn&limit=21')).status).toBe(422);
  });

  it('is for staff: a fleet user is refused under the fleet prefix', async () => {
    const fleetToken = await signIn(server.url, server.database.db, FLEET_USER);
    const res = await autocomplete('q=Brooklyn', { token: fleetToken, fleet: true });
    expect(res.status).toBe(403);
  });

  it('learns new ride addresses at the next refresh, ten minutes later', async () => {
    let now = 0;
    const geocoder = createEmbeddedGeocoder(server.database.db, () => now);
    expect(await geocoder.search('Quokka Plaza', 5, null)).toEqual([]);
    await server.database.db
      .update(rides)
      .set({ startAddress: '1 Quokka Plaza, Bronx, NY 10451', startLat: 40.82, startLon: -73.92 })
      .where(eq(rides.id, 1));
    now = 5 * 60 * 1000;
    expect(await geocoder.search('Quokka Plaza', 5, null)).toEqual([]);
    now = 11 * 60 * 1000;
    expect(await geocoder.search('Quokka Plaza', 5, null)).toEqual([
      { address: '1 Quokka Plaza, Bronx, NY 10451', lat: 40.82, lon: -73.92, source: 'known' },
    ]);
  });
});

describe('Nominatim-compatible geocoder (GEOCODER_URL)', () => {
  it('serves the suggestions of the geocoder through the API', async () => {
    const withGeocoder = await startTestServer({
      database: server.database,
      env: { GEOCODER_URL: `${nominatimUrl}/` },
    });
    try {
      const res = await autocomplete('q=Empire%20State&limit=5', { url: withGeocoder.url });
      expect(res.status).toBe(200);
      expect(res.body.places).toEqual([
        { address: '350 5th Ave, New York, NY 10118', lat: 40.7484, lon: -73.9857, source: 'geocoder' },
        { address: '20 W 34th St, New York, NY 10001', lat: 40.7486, lon: -73.9864, source: 'geocoder' },
      ]);
      const params = asked.at(-1);
      expect(params?.get('q')).toBe('Empire State');
      expect(params?.get('format')).toBe('jsonv2');
      expect(params?.get('limit')).toBe('5');
      expect(params?.get('countrycodes')).toBe('us');
    } finally {
      await withGeocoder.close();
    }
  });

  it('falls back to the embedded places when the geocoder fails or is unreachable', async () => {
    const fallback = createEmbeddedGeocoder(server.database.db);
    // The fake answers 500 to this query; the JFK ZIP centroid can only come from the embedded list.
    const failing = createNominatimGeocoder({ url: nominatimUrl, timeoutMs: 2000, fallback });
    expect((await failing.search(FAILING_QUERY, 3, null))[0]).toMatchObject({ source: 'zip' });
    expect(asked.at(-1)?.get('q')).toBe(FAILING_QUERY);
    const unreachable = createNominatimGeocoder({ url: 'http://127.0.0.1:9', timeoutMs: 500, fallback });
    expect((await unreachable.search('11430', 3, null))[0]).toMatchObject({ source: 'zip' });
  });
});
