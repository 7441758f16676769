import type { Route, RoutingRun } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { runInFlight } from './api/routingRuns';
import { laterRun } from './api/runStages';
import { routePathCollection, zoneLabelPoint } from './detail/routeMapGeometry';
import { nyLocalToIso, routeFormSchema } from './dialogs/routeForm';
import { rideCounts, ridesByTypeName, routeActions, routeIdOf, routeTitle } from './routeView';

describe('a route row', () => {
  const route = (rides_count: number) =>
    ({
      driver_name: 'Gabriela Roberts',
      from_datetime: '2026-11-29T06:29:00.000Z',
      to_datetime: '2026-11-29T07:30:00.000Z',
      rides_count,
    }) as Route;

  it('reads driver, shift in New York and the rides in the right number', () => {
    expect(routeTitle(route(1))).toBe('Gabriela Roberts · 1:29 AM – 2:30 AM · 1 ride');
    expect(routeTitle(route(3))).toBe('Gabriela Roberts · 1:29 AM – 2:30 AM · 3 rides');
  });
});

describe('what a route may do in its status', () => {
  it('applies only a finished route with rides, and leaves a running one alone', () => {
    expect(routeActions('finished', 3)).toEqual({
      canRoute: true,
      canApply: true,
      canClear: true,
      canEdit: true,
    });
    expect(routeActions('finished', 0).canApply).toBe(false);
    expect(routeActions('pending', 0)).toEqual({
      canRoute: true,
      canApply: false,
      canClear: false,
      canEdit: true,
    });
    expect(routeActions('processing', 4)).toEqual({
      canRoute: false,
      canApply: false,
      canClear: false,
      canEdit: false,
    });
  });

  it('reads route_id as a positive whole number only', () => {
    expect(routeIdOf('12')).toBe(12);
    expect(routeIdOf(null)).toBeNull();
    expect(routeIdOf('0')).toBeNull();
    expect(routeIdOf('1.5')).toBeNull();
    expect(routeIdOf('abc')).toBeNull();
    // Beyond the database's ids: the server's 422 ('Too big: …') came up as a toast.
    expect(routeIdOf('99999999999')).toBeNull();
    expect(routeIdOf('-3')).toBeNull();
  });

  it('sums rides by type name, most first', () => {
    const rows = [
      { ride_type: 'Sedan', rides: 2 },
      { ride_type: 'Taxi', rides: 3 },
      { ride_type: 'Sedan', rides: 4 },
    ];
    expect(ridesByTypeName(rows)).toEqual([
      ['Sedan', 6],
      ['Taxi', 3],
    ]);
  });

  it('counts rides, pool and pooled', () => {
    const rides = [
      { pool: true, pooled: true },
      { pool: false, pooled: true },
      { pool: false, pooled: false },
    ];
    expect(rideCounts(rides)).toEqual({ rides: 3, pool: 1, pooled: 2 });
  });
});

describe('the route dialog', () => {
  const filled = {
    driver_id: '7',
    car_id: '',
    from_datetime: '2026-07-01T06:00',
    to_datetime: '2026-07-01T18:30',
    start_zone_ids: [4],
    scenario_id: '',
    capacity: '',
  };

  it('reads its times as New York time', () => {
    expect(nyLocalToIso('2026-07-01T06:00')).toBe('2026-07-01T06:00:00-04:00');
    expect(nyLocalToIso('2026-01-15T06:00')).toBe('2026-01-15T06:00:00-05:00');
    expect(nyLocalToIso('')).toBe('');
  });

  it('sends the contract body', () => {
    expect(routeFormSchema.parse(filled)).toEqual({
      driver_id: 7,
      car_id: null,
      from_datetime: '2026-07-01T06:00:00-04:00',
      to_datetime: '2026-07-01T18:30:00-04:00',
      start_zone_ids: [4],
      scenario_id: null,
    });
  });

  it("says 'Required' for a missing driver or time, on that field", () => {
    const result = routeFormSchema.safeParse({
      ...filled,
      driver_id: '',
      from_datetime: '',
      to_datetime: '',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      driver_id: 'Required',
      from_datetime: 'Required',
      to_datetime: 'Required',
    });
  });

  it('refuses an until before from', () => {
    const result = routeFormSchema.safeParse({ ...filled, to_datetime: '2026-07-01T05:00' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['to_datetime'],
      message: 'Until must be after from',
    });
  });
});

describe('the route map', () => {
  const stop = (position: number, lon: number, lat: number, route: string | null = null) => ({
    id: position,
    ride_id: null,
    position,
    type: 'pickup' as const,
    lat,
    lon,
    at: '2026-07-01T10:00:00Z',
    required_at: null,
    route,
  });

  it('draws a leg per stop after the first, straight when the stop has no road path', () => {
    const paths = routePathCollection([stop(2, -73.9, 40.8), stop(1, -73.95, 40.7), stop(3, 500, 40.9)]);
    expect(paths.features).toHaveLength(1);
    expect(paths.features[0]?.properties).toEqual({ straight: true });
    expect(paths.features[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [-73.95, 40.7],
        [-73.9, 40.8],
      ],
    });
  });

  it('writes a zone name at the middle of its corners', () => {
    const zone = {
      id: 1,
      name: 'Far Rockaway',
      polygon: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [-74, 40],
            [-73, 40],
            [-73, 41],
            [-74, 41],
          ],
        ],
      },
    };
    expect(zoneLabelPoint(zone)).toEqual({ lon: -73.5, lat: 40.5 });
  });
});

describe('the run progress bar', () => {
  const run = (id: number, status: RoutingRun['status'], extra: Partial<RoutingRun> = {}): RoutingRun => ({
    id,
    kind: 'route',
    state: 'NY',
    date: '2026-07-01',
    route_id: null,
    status,
    progress: 40,
    travel_source: null,
    fleet_ids: [],
    company_ids: [],
    rides: 0,
    served: 0,
    routes_created: 0,
    unserved: [],
    excluded: [],
    error: null,
    created_at: '2026-06-30T10:00:00Z',
    finished_at: null,
    ...extra,
  });
  const day = { state: 'NY', date: '2026-07-01' };

  it('shows a queued or running run of the day and state only', () => {
    expect(runInFlight({ 1: run(1, 'running') }, day)?.id).toBe(1);
    expect(runInFlight({ 1: run(1, 'finished') }, day)).toBeNull();
    expect(runInFlight({ 1: run(1, 'queued', { state: 'NJ' }) }, day)).toBeNull();
    expect(runInFlight({ 1: run(1, 'running', { route_id: 5 }) }, { ...day, routeId: 6 })).toBeNull();
  });

  it('takes the listed run of a page opened mid-run, unless an event told its end', () => {
    expect(runInFlight({}, day, run(2, 'running'))?.id).toBe(2);
    expect(runInFlight({ 2: run(2, 'finished') }, day, run(2, 'running'))).toBeNull();
  });

  it('ends the run when a read saw its end though its last event was lost', () => {
    expect(runInFlight({ 2: run(2, 'running') }, day, run(2, 'failed'))).toBeNull();
  });

  describe('laterRun', () => {
    const queued = run(3, 'queued');
    const running = { ...run(3, 'running'), progress: 40 };
    const finished = { ...run(3, 'finished'), progress: 100 };

    it('moves a run forward with each newer view', () => {
      expect(laterRun(undefined, queued)).toBe(queued);
      expect(laterRun(queued, running)).toMatchObject({ status: 'running', progress: 40 });
      expect(laterRun(running, { ...running, progress: 70 })).toMatchObject({ progress: 70 });
      expect(laterRun(running, finished)).toMatchObject({ status: 'finished', progress: 100 });
    });

    it('never takes an ended run back in flight, nor a running one back to queued', () => {
      // A progress event answered after the finish, and the queueing request's answer after the first event.
      expect(laterRun(finished, running)).toBe(finished);
      expect(laterRun({ ...finished, status: 'failed' }, running).status).toBe('failed');
      expect(laterRun(running, queued)).toBe(running);
    });
  });
});
