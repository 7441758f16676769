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
  it('sends a list of bodies in order, each after the first with the version the previous answered', async () => {
    const { calls, hook } = renderUpdateRide({ ride: updated, message: 'ok' });
    hook().mutate([{ pickup_note: 'Side door' }, { status: 'company_canceled', updated_at: 'old' }]);
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/v1/rides/501', { pickup_note: 'Side door' }],
      ['POST', '/api/v1/rides/501', { status: 'company_canceled', updated_at: updated.updated_at }],
    ]);
  });

  it("shows a 409's words", async () => {
    const { hook } = renderUpdateRide([409, { message: 'Ride 501 is already Accepted.' }]);
    hook().mutate({ user_confirmed: 1 });
    expect(await screen.findByText(/Ride 501 is already Accepted\./)).toBeTruthy();
  });

  it('still sends after its component unmounted', async () => {
    const { calls, hook, unmount } = renderUpdateRide({ ride: updated, message: 'ok' });
    const send = hook().mutateAsync;
    unmount(); // the Assign to last driver dialog closes before its confirmation is answered
    await expect(send({ user_confirmed: 1 })).resolves.toMatchObject({ ride: { id: 501 } });
    expect(calls.map((call) => call.body)).toEqual([{ user_confirmed: 1 }]);
  });
});
