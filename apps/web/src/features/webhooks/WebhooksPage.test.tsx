// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { ListAndDetail } from '../../testing/HistoryButtons';
import { queryValuesOf, renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { WebhooksPage } from './WebhooksPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('WebhooksPage and the browser Back button', () => {
  // Back from an event came to the log as first opened: the applied search and the page were gone.
  it('comes back to the log with the filters the user applied, in the bar and in the list', async () => {
    const { calls } = renderWithApi(
      <ListAndDetail
        path="/webhooks"
        list={<WebhooksPage />}
        detailPath="/events/:id"
        detailTo="/events/3"
        detailText="Event page"
      />,
      {
        'GET /api/v1/webhooks': { webhooks: { data: [], total: 0, per_page: 25, current_page: 1 } },
        'GET /api/v1/vendors': { vendors: [] },
      },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search' }), {
      target: { value: 'trip 4411' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queryValuesOf(calls, 'search')).toContain('trip 4411'));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Event page')).toBeTruthy();
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const box = await screen.findByRole('textbox', { name: 'Search' });
    expect((box as HTMLInputElement).value).toBe('trip 4411');
    await waitFor(() => expect(queryValuesOf(calls.slice(before), 'search')).toEqual(['trip 4411']));
  });
});
