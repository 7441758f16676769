// @vitest-environment jsdom
import { maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { queryValuesOf, renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { StandingOrdersPage } from './StandingOrdersPage';
import { STANDING_ORDER } from './testing/standingOrderFixture';

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

const ROW = { ...STANDING_ORDER, id: 41, return_time: null };

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

describe('StandingOrdersPage ?id= link', () => {
  // '-1' went out and came back as a toast 'Too small: expected number to be >0'.
  it.each(['-1', '99999999999'])('never asks for the order of the id %s', async (id) => {
    const { calls } = renderWithApi(
      <MemoryRouter initialEntries={[`/standing-orders?id=${id}`]}>
        <StandingOrdersPage />
      </MemoryRouter>,
      { 'GET /api/v1/standing-orders': EMPTY },
    );
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.map((call) => call.url).filter((url) => url.includes('/standing-orders/'))).toEqual([]);
  });
});
