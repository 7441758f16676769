// @vitest-environment jsdom
import type { RouteDetail } from '@fleetdesk/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { RouteDetailPanel } from './RouteDetailPanel';

// The map needs WebGL, which jsdom has not; what this file checks is around it.
vi.mock('../../../ui/map/BaseMap', () => ({ BaseMap: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUTE: RouteDetail = {
  id: 7,
  state: 'NY',
  date: '2026-07-01',
  driver_id: 12,
  driver_name: 'Ann Driver',
  from_datetime: '2026-07-01T06:00:00-04:00',
  to_datetime: '2026-07-01T18:00:00-04:00',
  status: 'pending',
  type: 'manual',
  fleet_id: null,
  fleet_name: null,
  car_id: null,
  car_reference_id: null,
  car_plate_number: null,
  rides_count: 0,
  total_amount: 0,
  scenario_id: null,
  scenario_title: null,
  capacity: 4,
  start_zone_ids: [],
  company_ids: [],
  stats: { duration: 0, distance: 0, total_amount: 0 },
  updated_at: '2026-06-30T10:00:00.000Z',
  rides: [],
  waypoints: [],
};

describe('RouteDetailPanel when the server fails', () => {
  it('keeps the route on screen, with a notice, when a refresh of it fails', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/routing/routes/7': { route: ROUTE },
      'GET /api/v1/routing/zones': { zones: [] },
    };
    const { queryClient } = renderWithApi(<RouteDetailPanel routeId={7} onGone={vi.fn()} />, answers);
    expect(await screen.findByText('Ann Driver', { exact: false })).toBeTruthy();
    answers['GET /api/v1/routing/routes/7'] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByText('Ann Driver', { exact: false })).toBeTruthy();
  });
});
