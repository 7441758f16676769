import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodePolyline, FALLBACK_DETOUR_FACTOR, FALLBACK_SPEED_MPH } from '@fleetdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { haversineMiles } from '../../../db/seed/geo';
import { createOsrmRouter } from './osrm';
import { createStraightLineRouter } from './straight-line';

const TIMES_SQUARE = { lat: 40.758, lon: -73.9855 };
const JFK = { lat: 40.6413, lon: -73.7781 };
const BARCLAYS = { lat: 40.6826, lon: -73.9754 };

/** A fake OSRM speaking the `/route` and `/table` answer formats; records the paths it was asked. */
let server: Server | undefined;
const asked: string[] = [];
async function fakeOsrm(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  asked.length = 0;
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    answer(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const osrmAnswers = (req: IncomingMessage, res: ServerResponse) => {
  if (req.url?.startsWith('/route/v1/driving/'))
    return json(res, 200, {
      code: 'Ok',
      routes: [{ distance: 16093.44, duration: 1800.4, geometry: 'osrm_geometry' }],
    });
  if (req.url?.startsWith('/table/v1/driving/'))
    return json(res, 200, {
      code: 'Ok',
      durations: [[600, 1200]],
      distances: [[1609.344, 3218.688]],
    });
  json(res, 400, { code: 'InvalidUrl' });
};

const osrm = (url: string, timeoutMs = 2000) =>
  createOsrmRouter({ url, timeoutMs, fallback: createStraightLineRouter() });

describe('straight-line router', () => {
  it('estimates haversine × detour factor at the city speed, with the straight polyline', async () => {
    const route = await createStraightLineRouter().route([TIMES_SQUARE, JFK]);
    const miles = haversineMiles(TIMES_SQUARE, JFK) * FALLBACK_DETOUR_FACTOR;
    expect(route.distance_miles).toBeCloseTo(miles, 6);
    expect(route.duration_s).toBe(Math.round((miles / FALLBACK_SPEED_MPH) * 3600));
    expect(route.polyline).toBe(encodePolyline([TIMES_SQUARE, JFK]));
    expect(route.is_manual_fallback_used).toBe(true);
  });

  it('adds up every leg of a route with stops', async () => {
    const router = createStraightLineRouter();
    const [a, b, whole] = await Promise.all([
      router.route([TIMES_SQUARE, BARCLAYS]),
      router.route([BARCLAYS, JFK]),
      router.route([TIMES_SQUARE, BARCLAYS, JFK]),
    ]);
    expect(whole.distance_miles).toBeCloseTo(a.distance_miles + b.distance_miles, 6);
  });
});

describe('OSRM router', () => {
  it('reads distance, duration and geometry of /route', async () => {
    const url = await fakeOsrm(osrmAnswers);
    const route = await osrm(url).route([TIMES_SQUARE, JFK]);
    expect(route).toEqual({
      distance_miles: 10,
      duration_s: 1800,
      polyline: 'osrm_geometry',
      is_manual_fallback_used: false,
    });
    expect(asked).toEqual([
      '/route/v1/driving/-73.985500,40.758000;-73.778100,40.641300?overview=full&geometries=polyline',
    ]);
  });

  it('reads the durations and distances matrices of /table', async () => {
    const url = await fakeOsrm(osrmAnswers);
    const table = await osrm(url).table([TIMES_SQUARE], [JFK, BARCLAYS]);
    expect(table).toEqual({
      durations_s: [[600, 1200]],
      distances_miles: [[1, 2]],
      is_manual_fallback_used: false,
    });
    expect(asked[0]).toBe(
      '/table/v1/driving/-73.985500,40.758000;-73.778100,40.641300;-73.975400,40.682600?sources=0&destinations=1;2&annotations=duration,distance',
    );
  });

  it('falls back to the straight line, flagged, when OSRM answers an error', async () => {
    const url = await fakeOsrm((_req, res) => json(res, 500, { code: 'InternalError' }));
    const router = osrm(url);
    const route = await router.route([TIMES_SQUARE, JFK]);
    expect(route).toEqual(await createStraightLineRouter().route([TIMES_SQUARE, JFK]));
    const table = await router.table([TIMES_SQUARE], [JFK]);
    expect(table.is_manual_fallback_used).toBe(true);
    expect(table.distances_miles[0]?.[0]).toBeCloseTo(
      haversineMiles(TIMES_SQUARE, JFK) * FALLBACK_DETOUR_FACTOR,
      6,
    );
  });

  it('falls back when OSRM finds no road (code NoRoute or a null cell)', async () => {
    const url = await fakeOsrm((req, res) =>
      req.url?.startsWith('/route')
        ? json(res, 200, { code: 'NoRoute', routes: [] })
        : json(res, 200, { code: 'Ok', durations: [[null]], distances: [[null]] }),
    );
    expect((await osrm(url).route([TIMES_SQUARE, JFK])).is_manual_fallback_used).toBe(true);
    expect((await osrm(url).table([TIMES_SQUARE], [JFK])).is_manual_fallback_used).toBe(true);
  });

  it('falls back when OSRM does not answer within the timeout', async () => {
    const url = await fakeOsrm(() => {
      // never answers
    });
    const started = Date.now();
    const route = await osrm(url, 200).route([TIMES_SQUARE, JFK]);
    expect(route.is_manual_fallback_used).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('falls back when OSRM is unreachable', async () => {
    const url = await fakeOsrm(osrmAnswers);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const route = await osrm(url).route([TIMES_SQUARE, JFK]);
    expect(route.is_manual_fallback_used).toBe(true);
  });
});
