// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { FleetSettingsPage } from './FleetSettingsPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
  vi.unstubAllGlobals();
});

describe('FleetSettingsPage when the server fails', () => {
  it("says the fleets could not be loaded, never 'No Data', and Retry asks again", async () => {
    const { calls } = renderWithApi(<FleetSettingsPage />, {
      'GET /api/v1/admin/fleets': [503, { message: 'Service Unavailable' }],
    });
    expect(await screen.findByText('Fleets could not be loaded. Service Unavailable')).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.filter((call) => call.url.startsWith('/api/v1/admin/fleets'))).toHaveLength(2);
  });
});
