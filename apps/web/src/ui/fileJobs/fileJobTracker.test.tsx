// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { followFileJob } from './fileJobTracker';
import { aFileJob } from './testing/fileJob';

const user = {
  id: 1,
  email: 'admin@fleetdesk.test',
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  phone_number: null,
  is_fleet: false,
  fleet_id: null,
  super_admin: true,
};

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.setState({ token: 'secret', tokenExpiresAt: null, user, permissions: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const progressToast = () =>
  screen.getByText('Exporting payouts…').closest<HTMLElement>('.notistack-MuiContent') as HTMLElement;

describe('followFileJob', () => {
  it('stops asking about its jobs and takes their progress off the screen when the session ends', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<SnackbarProvider />);
    act(() => followFileJob(aFileJob()));
    expect(progressToast().style.visibility).toBe('');

    // The fallback poll learns the session is gone: the login page shows, with nothing left running.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(useAppStore.getState().token).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Closed: hidden at once (jsdom plays no closing transition that would then remove it).
    expect(progressToast().style.visibility).toBe('hidden');
  });
});
