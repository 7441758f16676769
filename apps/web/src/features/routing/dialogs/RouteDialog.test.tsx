// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { ROUTE } from '../testing/routeFixture';
import { UpdateRouteDialog } from './RouteDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UpdateRouteDialog', () => {
  it("sends its changes against the route as it opened, so another user's later edit is refused as stale", async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/routing/routes/7': { route: ROUTE },
      'GET /api/v1/routing/zones': { zones: [] },
      'GET /api/v1/routing/scenarios': { scenarios: [], car_types: [] },
      'POST /api/v1/routing/routes/7': [409, { message: 'Changed by someone else' }],
    };
    const { calls, queryClient } = renderWithApi(
      <UpdateRouteDialog open onClose={vi.fn()} routeId={7} />,
      answers,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Update route #7' }));
    const capacity = await dialog.findByRole('textbox', { name: 'Capacity' });
    // Someone else gives the route a car meanwhile; the open dialog reads the route again.
    answers['GET /api/v1/routing/routes/7'] = {
      route: { ...ROUTE, car_id: 31, updated_at: '2026-06-30T10:05:00.000Z' },
    };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.change(capacity, { target: { value: '6' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      car_id: null,
      capacity: 6,
      updated_at: ROUTE.updated_at,
    });
  });
});
