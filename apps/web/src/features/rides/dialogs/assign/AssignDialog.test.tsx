// @vitest-environment jsdom
import { assignConfirmText, type DriverOnMap, MESSAGES } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { ConfirmDialog } from '../../../../ui/confirm/ConfirmDialog';
import { type DialogComponents, DialogHost } from '../../../../ui/dialogs/DialogHost';
import { closeAllDialogs } from '../../../../ui/dialogs/dialogStore';
import { renderWithApi } from '../testing/renderDialog';
import { rideFixture } from '../testing/rideFixture';
import { AssignDialog } from './AssignDialog';
import { readLastDriver, rememberLastDriver } from './lastDriver';

const driver = (id: number, first: string, last: string, eta: number): DriverOnMap => ({
  id,
  first_name: first,
  last_name: last,
  phone_number: '+17185550100',
  heading: 0,
  lat: 40.74,
  lon: -73.97,
  online: true,
  is_go_to_destination: false,
  location_updated_at: '2026-11-22T15:00:00.000Z',
  fleet_id: 1,
  fleet_name: 'Queens Fleet',
  car_make: 'Toyota',
  car_model: 'Camry',
  car_color: 'Black',
  car_year: 2021,
  car_plate_number: 'T123456C',
  wav: false,
  s_wav: false,
  preferred_driver: false,
  active_trips: 0,
  eta,
  distance: 1.2,
  current_ride: null,
});

const etaAnswer = {
  drivers: [driver(71, 'Ana', 'Reyes', 240), driver(72, 'Omar', 'Haddad', 600)],
  eta: 240,
  is_manual_fallback_used: false,
};
const ride = rideFixture();
// Only the confirm dialog is opened through the manager here.
const host = <DialogHost components={{ confirm: ConfirmDialog } as unknown as DialogComponents} />;

/** The confirm's button, once its appearance delay (700 ms) has passed. */
async function armed(confirm: HTMLElement, name: string) {
  const button = within(confirm).getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2000 });
  return button;
}

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ user: null, token: 'tok', confirmSuppressedUntil: {} });
});
afterEach(() => {
  closeAllDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('AssignDialog', () => {
  it('lists drivers nearest first and says a driver must be chosen', async () => {
    renderWithApi(
      <>
        <AssignDialog open onClose={vi.fn()} ride={ride} />
        {host}
      </>,
      { 'GET /api/v1/estimates/eta': etaAnswer },
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toContain('Ana Reyes');
    expect(rows[1]?.textContent).toContain('4 min');
    expect(rows[2]?.textContent).toContain('Omar Haddad');
    expect(rows[2]?.textContent).toContain('Black Toyota Camry · T123456C');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText(MESSAGES.selectDriver)).toBeTruthy();
  });

  it('asks for confirmation with the spec text, assigns with status confirm and remembers the driver', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(
      <>
        <AssignDialog open onClose={onClose} ride={ride} />
        {host}
      </>,
      {
        'GET /api/v1/estimates/eta': etaAnswer,
        'POST /api/v1/rides/501': { ride, message: MESSAGES.assignedRide },
      },
    );
    fireEvent.click(await screen.findByText('Omar Haddad'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const confirm = await screen.findByRole('dialog', { name: 'Assign driver' });
    expect(
      within(confirm).getByText('Are you sure you want to assign this ride 501 to Omar Haddad(#72)?'),
    ).toBeTruthy();
    expect(assignConfirmText(501, 'Omar Haddad', 72)).toBe(
      'Are you sure you want to assign this ride 501 to Omar Haddad(#72)?',
    );
    fireEvent.click(await armed(confirm, 'Assign'));
    expect(await screen.findByText(MESSAGES.assignedRide)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      entity_id: 72,
      entity_type: 'driver',
      status: 'confirm',
      updated_at: ride.updated_at,
    });
    expect(readLastDriver()).toEqual({ id: 72, name: 'Omar Haddad' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('goes straight to the confirmation for the last driver; a fleet user switches with switch_driver', async () => {
    rememberLastDriver({ id: 71, name: 'Ana Reyes' });
    useAppStore.setState({
      user: {
        id: 9,
        email: 'f@x.test',
        username: 'f',
        first_name: 'F',
        last_name: 'U',
        is_fleet: true,
        super_admin: false,
      },
    } as never);
    const assigned = rideFixture({ status: 'assigned', driver_id: 80 });
    const { calls } = renderWithApi(
      <>
        <AssignDialog open onClose={vi.fn()} ride={assigned} lastDriverOnly />
        {host}
      </>,
      { 'POST /api/v1/fleet/rides/501': { ride: assigned, message: MESSAGES.assignedRide } },
    );
    const confirm = await screen.findByRole('dialog', { name: 'Assign driver' });
    expect(
      within(confirm).getByText('Are you sure you want to assign this ride 501 to Ana Reyes(#71)?'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(await armed(confirm, 'Assign'));
    expect(await screen.findByText(MESSAGES.assignedRide)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      entity_id: 71,
      status: 'switch_driver',
    });
  });

  it('with "don\'t ask again" ticked, the next assign within 5 minutes goes out without asking', async () => {
    const answers = {
      'GET /api/v1/estimates/eta': etaAnswer,
      'POST /api/v1/rides/501': { ride, message: MESSAGES.assignedRide },
    };
    const first = renderWithApi(
      <>
        <AssignDialog open onClose={vi.fn()} ride={ride} />
        {host}
      </>,
      answers,
    );
    fireEvent.click(await screen.findByText('Omar Haddad'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const confirm = await screen.findByRole('dialog', { name: 'Assign driver' });
    fireEvent.click(within(confirm).getByLabelText("Don't ask again for 5 minutes"));
    fireEvent.click(await armed(confirm, 'Assign'));
    await waitFor(() => expect(first.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    closeAllDialogs();
    cleanup();

    const second = renderWithApi(
      <>
        <AssignDialog open onClose={vi.fn()} ride={ride} />
        {host}
      </>,
      answers,
    );
    fireEvent.click(await screen.findByText('Ana Reyes'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(second.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ entity_id: 71 }),
    );
    expect(screen.queryByRole('dialog', { name: 'Assign driver' })).toBeNull();
  });
});
