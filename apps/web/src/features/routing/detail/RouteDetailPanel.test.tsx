// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { ROUTE } from '../testing/routeFixture';
import { RouteDetailPanel } from './RouteDetailPanel';

// The map needs WebGL, which jsdom has not; what this file checks is around it.
vi.mock('../../../ui/map/BaseMap', () => ({ BaseMap: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
