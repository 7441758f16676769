// @vitest-environment jsdom
import { type standingOrders as api, maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { queryValuesOf, renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { StandingOrdersPage } from './StandingOrdersPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
  vi.unstubAllGlobals();
});

const EMPTY = { standing_orders: { data: [], total: 0, per_page: 25 } };

describe('StandingOrdersPage search', () => {
  it("tells an over-long search under the box in the contract's words and never sends it", async () => {
    const { calls } = renderWithApi(
      <MemoryRouter>
        <StandingOrdersPage />
      </MemoryRouter>,
      { 'GET /api/v1/standing-orders': EMPTY },
    );
    const box = await screen.findByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Ada' } });
    await waitFor(() => expect(queryValuesOf(calls, 'search')).toContain('Ada'));
    fireEvent.change(box, { target: { value: 'A'.repeat(101) } });
    expect(await screen.findByText(maxCharactersMessage(100))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(queryValuesOf(calls, 'search').every((search) => search.length <= 100)).toBe(true);
  });
});

const ROW: api.StandingOrder = {
  id: 41,
  status: 'active',
  company_id: 53,
  company_name: 'Sunrise Dialysis',
  rider_id: 7,
  rider_first_name: 'Ada',
  rider_last_name: 'Lovelace',
  rider_phone_number: null,
  start: { address: '1 Main St', lat: 40.6, lon: -73.9 },
  destination: { address: '1600 Central Ave', lat: 40.6035, lon: -73.753 },
  pickup_time: '06:45',
  return_time: null,
  days_of_week: [1, 3, 5],
  start_date: '2026-03-02',
  end_date: null,
  ride_type_id: 12,
  ride_type_name: 'Ambulatory',
  seats: 1,
  payment_type: 'facility',
  pickup_note: null,
  trip_note: null,
  next_pickup_at: null,
  rides_ahead: 0,
  last_problem: null,
  created_by_name: null,
  updated_at: '2026-03-01T10:00:00.000Z',
};

describe('StandingOrdersPage when the server fails', () => {
  const ORDER = { standing_orders: { data: [ROW], total: 1, per_page: 25 } };

  it("says the list could not be loaded, not 'No Data', and a Retry loads it", async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/standing-orders': [503, { message: 'Service Unavailable' }],
    };
    renderWithApi(
      <MemoryRouter>
        <StandingOrdersPage />
      </MemoryRouter>,
      answers,
    );
    expect(await screen.findByText(/Standing orders could not be loaded/)).toBeTruthy();
    expect(screen.getByText(/Service Unavailable/)).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
    answers['GET /api/v1/standing-orders'] = ORDER;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('keeps the last list on screen, with a notice, when a refresh fails', async () => {
    const answers: Record<string, unknown> = { 'GET /api/v1/standing-orders': ORDER };
    const { queryClient } = renderWithApi(
      <MemoryRouter>
        <StandingOrdersPage />
      </MemoryRouter>,
      answers,
    );
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
    answers['GET /api/v1/standing-orders'] = [500, { message: 'Server Error' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed/)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
  });
});
