// @vitest-environment jsdom
import { maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { ListAndDetail } from '../../../testing/HistoryButtons';
import { queryValuesOf, renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { DriversPage } from './DriversPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('DriversPage search', () => {
  it("tells an over-long search under the box in the contract's words and never sends it", async () => {
    const { calls } = renderWithApi(
      <MemoryRouter>
        <DriversPage />
      </MemoryRouter>,
      { 'GET /api/v1/drivers': { drivers: { data: [], hasNextPage: false } } },
    );
    const box = await screen.findByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Rosa' } });
    await waitFor(() => expect(queryValuesOf(calls, 'search')).toContain('Rosa'));
    fireEvent.change(box, { target: { value: 'R'.repeat(101) } });
    expect(await screen.findByText(maxCharactersMessage(100))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(queryValuesOf(calls, 'search').every((search) => search.length <= 100)).toBe(true);
  });
});

describe('DriversPage when the server fails', () => {
  it("says the drivers could not be loaded, not 'No Data', and Retry asks again", async () => {
    const { calls } = renderWithApi(
      <MemoryRouter>
        <DriversPage />
      </MemoryRouter>,
      { 'GET /api/v1/drivers': [503, { message: 'Service Unavailable' }] },
    );
    expect(await screen.findByText('Drivers could not be loaded. Service Unavailable')).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
    const asked = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
  });
});

describe('DriversPage and the browser Back button', () => {
  // Back from a driver's page came to the grid as first opened: search, page and filters gone.
  it('comes back to the grid as the user left it', async () => {
    const { calls } = renderWithApi(
      <ListAndDetail
        path="/drivers"
        list={<DriversPage />}
        detailPath="/driver/:id"
        detailTo="/driver/7"
        detailText="Driver page"
      />,
      { 'GET /api/v1/drivers': { drivers: { data: [], hasNextPage: false } } },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search' }), { target: { value: 'Rosa' } });
    await waitFor(() => expect(queryValuesOf(calls, 'search')).toContain('Rosa'));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Driver page')).toBeTruthy();
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const box = await screen.findByRole('textbox', { name: 'Search' });
    expect((box as HTMLInputElement).value).toBe('Rosa');
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(queryValuesOf(calls.slice(before), 'search')).toEqual(['Rosa']);
  });
});
