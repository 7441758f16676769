// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../dialogs/testing/renderDialog';
import { rideFixture } from '../dialogs/testing/rideFixture';
import { useUpdateRide } from './useUpdateRide';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const updated = { ...rideFixture(), updated_at: '2026-11-22T16:00:00.000Z', events: [] };

/** The hook inside the app's providers with a fake `POST /rides/501`; `hook()` is its latest result. */
function renderUpdateRide(answer: unknown) {
  let latest: ReturnType<typeof useUpdateRide> | undefined;
  function Probe() {
    latest = useUpdateRide(501, { successMessage: () => 'Saved!' });
    return null;
  }
  const api = renderWithApi(<Probe />, { 'POST /api/v1/rides/501': answer });
  return { ...api, hook: () => latest as ReturnType<typeof useUpdateRide> };
}

describe('useUpdateRide', () => {
  it('sends a field edit and a status change as one request', async () => {
    const { calls, hook } = renderUpdateRide({ ride: updated, message: 'ok' });
    hook().mutate({ pickup_note: 'Side door', status: 'company_canceled', updated_at: 'seen' });
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        '/api/v1/rides/501',
        { pickup_note: 'Side door', status: 'company_canceled', updated_at: 'seen' },
      ],
    ]);
  });

  it("only logs a 409's words: a ride action's errors are not toasts (spec 1 §7)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hook } = renderUpdateRide([409, { message: 'Ride 501 is already Accepted.' }]);
    hook().mutate({ user_confirmed: 1 });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 409 })));
    expect(screen.queryByText(/Ride 501 is already Accepted\./)).toBeNull();
    logged.mockRestore();
  });

  it('still sends after its component unmounted', async () => {
    const { calls, hook, unmount } = renderUpdateRide({ ride: updated, message: 'ok' });
    const send = hook().mutateAsync;
    unmount(); // the Assign to last driver dialog closes before its confirmation is answered
    await expect(send({ user_confirmed: 1 })).resolves.toMatchObject({ ride: { id: 501 } });
    expect(calls.map((call) => call.body)).toEqual([{ user_confirmed: 1 }]);
  });
});
