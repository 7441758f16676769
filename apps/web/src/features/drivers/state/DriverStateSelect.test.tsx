// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../../rides/dialogs/testing/renderDialog';
import { DriverStateSelect } from './DriverStateSelect';

type TestUser = Omit<typeof TEST_DISPATCHER, 'fleet_id'> & { fleet_id: number | null };
const signIn = (user: Partial<TestUser>, permissions: string[] = []) =>
  useAppStore.setState({ user: { ...TEST_DISPATCHER, ...user }, permissions });

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
});

describe('DriverStateSelect', () => {
  it("sends the chosen state and confirms with the server's words", async () => {
    signIn({}, ['drivers.edit-state']);
    const answer = {
      driver: {
        id: 12,
        state: 'offline',
        online: false,
        is_go_to_destination: false,
        fleet_id: 1,
        updated_at: '',
      },
      message: 'Driver #12 is now Offline',
    };
    const { calls } = renderWithApi(<DriverStateSelect driverId={12} state="online" />, {
      'POST /api/v1/drivers/12/state': answer,
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Online state' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Offline' }));
    expect(await screen.findByText('Driver #12 is now Offline')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { state: 'offline' } });
  });

  it('shows the state greyed to staff without the key and to read-only admins; fleet users may change it', async () => {
    signIn({});
    const { unmount } = renderWithApi(<DriverStateSelect driverId={12} state="go_to_destination" />);
    const select = screen.getByRole('combobox', { name: 'Online state' });
    expect(select.textContent).toBe('Go to destination');
    expect(select.getAttribute('aria-disabled')).toBe('true');
    unmount();

    signIn({ super_admin: true, is_read_only: true });
    const readOnly = renderWithApi(<DriverStateSelect driverId={12} state="online" />);
    expect(screen.getByRole('combobox', { name: 'Online state' }).getAttribute('aria-disabled')).toBe('true');
    readOnly.unmount();

    signIn({ is_fleet: true, fleet_id: 1 });
    renderWithApi(<DriverStateSelect driverId={12} state="online" />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Online state' }).getAttribute('aria-disabled')).toBeNull(),
    );
  });
});
