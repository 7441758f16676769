// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmCancellationDialog } from '../confirmCancellation/ConfirmCancellationDialog';
import { ReviveAllDialog } from '../revive/ReviveAllDialog';
import { ReviveDialog } from '../revive/ReviveDialog';
import { renderWithApi } from '../testing/renderDialog';
import { rideFixture } from '../testing/rideFixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const typeText = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });

describe('ReasonDialog', () => {
  it('Confirm Cancellation: a note of 5 characters, sent as confirm_user_cancel; a 422 shows under the note', async () => {
    const ride = rideFixture({ status: 'assigned' });
    const { calls } = renderWithApi(<ConfirmCancellationDialog open onClose={vi.fn()} ride={ride} />, {
      'POST /api/v1/rides/501': [422, { message: 'Invalid', errors: { note: ['Note is not allowed'] } }],
    });
    expect(screen.getByText('Confirm Cancellation', { selector: 'h2' })).toBeTruthy();
    expect(
      screen.getByText('The rider asked to cancel ride 501. Confirm the cancellation with a note.'),
    ).toBeTruthy();
    typeText(/Note/, 'Dup');
    await waitFor(() => expect(button('Confirm Cancellation')).toHaveProperty('disabled', true));
    typeText(/Note/, 'Rider is sick');
    await waitFor(() => expect(button('Confirm Cancellation')).toHaveProperty('disabled', false));
    fireEvent.click(button('Confirm Cancellation'));
    expect(await screen.findByText('Note is not allowed')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/rides/501',
      body: { status: 'confirm_user_cancel', note: 'Rider is sick', updated_at: ride.updated_at },
    });
  });

  it('Revive: asks a new trip id for an ended Sentry ride and sends it with the reason', async () => {
    const ride = rideFixture({ status: 'finished', company_broker_key: 'sentry' });
    const onClose = vi.fn();
    const { calls } = renderWithApi(<ReviveDialog open onClose={onClose} ride={ride} />, {
      'POST /api/v1/rides/501/revive': { ride: { ...ride, events: [] }, message: 'ok' },
    });
    expect(screen.getByText('Ride 501 goes back to Pending without a driver. Why?')).toBeTruthy();
    typeText(/Reason/, '  Driver came back  ');
    typeText(/New trip ID/, 'T-991');
    await waitFor(() => expect(button('Revive')).toHaveProperty('disabled', false));
    fireEvent.click(button('Revive'));
    expect(await screen.findByText('Great! Ride 501 was updated!')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      reason: 'Driver came back',
      new_trip_id: 'T-991',
      updated_at: ride.updated_at,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("Revive: an ended Sentry ride cannot be revived without a new trip id ('NEW TRIP ID IS REQUIRED!')", async () => {
    const ride = rideFixture({ status: 'user_canceled', company_broker_key: 'sentry' });
    const { calls } = renderWithApi(<ReviveDialog open onClose={vi.fn()} ride={ride} />);
    const tripId = screen.getByRole('textbox', { name: /New trip ID/ });
    expect(tripId.hasAttribute('required')).toBe(true);
    expect(screen.getByText('NEW TRIP ID IS REQUIRED!')).toBeTruthy();
    typeText(/Reason/, 'Broker sent it back');
    typeText(/New trip ID/, 'T-1');
    await waitFor(() => expect(button('Revive')).toHaveProperty('disabled', false));
    typeText(/New trip ID/, '   ');
    await waitFor(() => expect(button('Revive')).toHaveProperty('disabled', true));
    expect(tripId.getAttribute('aria-invalid')).toBe('true');
    typeText(/New trip ID/, '-#-');
    expect(await screen.findByText('Wrong format!')).toBeTruthy();
    expect(button('Revive')).toHaveProperty('disabled', true);
    expect(calls).toEqual([]);
  });

  it('Revive: no new trip id for other rides', () => {
    renderWithApi(<ReviveDialog open onClose={vi.fn()} ride={rideFixture({ status: 'finished' })} />);
    expect(screen.queryByRole('textbox', { name: /New trip ID/ })).toBeNull();
  });

  it("Revive All Rides: one reason for the driver's rides, and the server's summary as the toast", async () => {
    const { calls } = renderWithApi(
      <ReviveAllDialog open onClose={vi.fn()} driverId={71} driverName="Ana Reyes" />,
      { 'POST /api/v1/rides/revive-all': { message: '3 rides revived' } },
    );
    expect(
      screen.getByText('Every upcoming ride of Ana Reyes (#71) goes back to Pending without a driver.'),
    ).toBeTruthy();
    typeText(/Reason/, 'Car broke down');
    await waitFor(() => expect(button('Revive all')).toHaveProperty('disabled', false));
    fireEvent.click(button('Revive all'));
    expect(await screen.findByText('3 rides revived')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/v1/rides/revive-all',
      body: { entity_id: 71, entity_type: 'driver', reason: 'Car broke down' },
    });
  });
});
