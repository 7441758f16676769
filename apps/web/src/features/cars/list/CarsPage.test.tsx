// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { ListAndDetail } from '../../../testing/HistoryButtons';
import { queryValuesOf, renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { CarsPage } from './CarsPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('CarsPage and the browser Back button', () => {
  // A car's driver link leaves the list; Back came to it as first opened, the search gone.
  it('comes back to the list as the user left it', async () => {
    const { calls } = renderWithApi(
      <ListAndDetail
        path="/cars"
        list={<CarsPage />}
        detailPath="/driver/:id"
        detailTo="/driver/7"
        detailText="Driver page"
      />,
      { 'GET /api/v1/cars': { cars: { data: [], current_page: 1, per_page: 50 }, total: 0 } },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search' }), { target: { value: 'T123' } });
    await waitFor(() => expect(queryValuesOf(calls, 'search')).toContain('T123'));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Driver page')).toBeTruthy();
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const box = await screen.findByRole('textbox', { name: 'Search' });
    expect((box as HTMLInputElement).value).toBe('T123');
    await waitFor(() => expect(queryValuesOf(calls.slice(before), 'search')).toEqual(['T123']));
  });
});
