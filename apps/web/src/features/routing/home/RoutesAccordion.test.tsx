// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { NO_ROUTES } from '../routeView';
import { RoutesAccordion } from './RoutesAccordion';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
  vi.unstubAllGlobals();
});

describe('RoutesAccordion when the server fails', () => {
  it('says the routes could not be loaded, with a Retry, instead of an empty list', async () => {
    const { calls } = renderWithApi(
      <RoutesAccordion date="2026-03-02" selectedId={null} onOpen={() => undefined} />,
      { 'GET /api/v1/routing/routes': [500, { message: 'Server Error' }] },
    );
    expect(await screen.findByText('Routes could not be loaded. Server Error')).toBeTruthy();
    expect(screen.queryByText(NO_ROUTES)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.filter((call) => call.url.startsWith('/api/v1/routing/routes'))).toHaveLength(2);
  });
});
