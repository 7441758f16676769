// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { rideFixture } from '../testing/rideFixture';
import { CancelRideDialog } from './CancelRideDialog';
import { cancelVariantOf } from './cancelVariant';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chooseOption = (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('cancelVariantOf', () => {
  it('cancels broker rides at their broker, every other ride by status, and no-show for fleets', () => {
    expect(cancelVariantOf({ company_broker_key: 'sentry' })).toBe('sentry');
    expect(cancelVariantOf({ company_broker_key: 'sentry2' })).toBe('sentry2');
    expect(cancelVariantOf({ company_broker_key: 'arro' })).toBe('arro');
    expect(cancelVariantOf({ company_broker_key: 'mta' })).toBe('status');
    expect(cancelVariantOf({ company_broker_key: null })).toBe('status');
    expect(cancelVariantOf({ company_broker_key: 'sentry' }, true)).toBe('no_show');
  });
});

describe('CancelRideDialog', () => {
  it('needs a status and a note of 5 characters, then changes the status with the ride version', async () => {
    const ride = rideFixture({ status: 'assigned' });
    const { calls } = renderWithApi(<CancelRideDialog open onClose={vi.fn()} ride={ride} />, {
      'POST /api/v1/rides/501': { ride: { ...ride, events: [] }, message: 'ok' },
    });
    expect(confirmButton()).toHaveProperty('disabled', true);
    chooseOption(/Status/, 'Company Canceled');
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: 'Dup' } });
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', true));
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Duplicate booking' },
    });
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
    fireEvent.click(confirmButton());
    await screen.findByText('Great! Ride 501 was updated!');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/rides/501',
      body: { status: 'company_canceled', note: 'Duplicate booking', updated_at: ride.updated_at },
    });
  });

  it("offers Sentry's reasons and requires one when the user cancelled", async () => {
    const ride = rideFixture({ company_broker_key: 'sentry' });
    const { calls } = renderWithApi(<CancelRideDialog open onClose={vi.fn()} ride={ride} />, {
      'GET /api/v1/rides/sentry/cancel-reasons': { cancel_reasons: [{ id: 3, name: 'Rider sick' }] },
      'POST /api/v1/rides/501/sentry/cancel': {
        ride: { ...ride, events: [] },
        message: 'ok',
        status_code: 200,
      },
    });
    chooseOption(/Status/, 'User Canceled');
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', true));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/cancel-reasons'))).toBe(true));
    chooseOption(/Reason/, 'Rider sick');
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
    fireEvent.click(confirmButton());
    await screen.findByText('Great! Ride 501 was updated!');
    expect(calls.at(-1)?.body).toMatchObject({ status: 'user_canceled', reason_id: 3 });
  });

  it('asks a fleet user only to confirm the no-show', async () => {
    const ride = rideFixture({ status: 'arriving', driver_id: 9 });
    const { calls } = renderWithApi(<CancelRideDialog open onClose={vi.fn()} ride={ride} noShow />, {
      'POST /api/v1/rides/501': { ride: { ...ride, events: [] }, message: 'ok' },
    });
    expect(screen.queryByRole('combobox', { name: /Status/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm No Show' }));
    await screen.findByText('Great! Ride 501 was updated!');
    expect(calls.at(-1)?.body).toEqual({
      status: 'driver_canceled',
      note: 'Driver reported a rider no-show',
      updated_at: ride.updated_at,
    });
  });
});
