// @vitest-environment jsdom
import { ENDPOINTS } from '@fleetdesk/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../../api/client';
import { queryKeyOf } from '../../../../api/endpointQuery';
import { renderWithApi } from '../testing/renderDialog';
import { type RideMutationOptions, useRideMutation } from './useRideMutation';

type Options = Omit<RideMutationOptions<void, unknown>, 'mutationFn'>;

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** `POST /rides/501` answering `answer`, sent by a hook with `options`; `send()` sends once. */
function renderRideWrite(answer: unknown, options: Options = {}) {
  let send: (() => void) | undefined;
  function Probe() {
    const write = useRideMutation({
      ...options,
      mutationFn: () =>
        callEndpoint(ENDPOINTS['rides.update'], { params: { id: 501 }, body: { status: 'accepted' } }),
    });
    send = () => write.mutate();
    return null;
  }
  const api = renderWithApi(<Probe />, { 'POST /api/v1/rides/501': answer });
  const listKey = queryKeyOf(ENDPOINTS['rides.list']);
  api.queryClient.setQueryData([...listKey, 'shown'], { rides: { data: [] } });
  return { ...api, send: () => send?.(), listKey };
}

const raced = [409, { message: 'Ride 501 is already Accepted.' }];
const toasts = () => document.querySelectorAll('.notistack-MuiContent-error');

describe('useRideMutation', () => {
  it('only logs a ride action that lost a race, refreshes the ride and tells the dialog', async () => {
    const onConflict = vi.fn();
    const { send, queryClient, listKey } = renderRideWrite(raced, { onConflict });
    send();
    await waitFor(() => expect(onConflict).toHaveBeenCalledOnce());
    expect(queryClient.getQueryState([...listKey, 'shown'])?.isInvalidated).toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
    expect(screen.queryByText(/already Accepted/)).toBeNull();
    expect(toasts()).toHaveLength(0);
  });

  it('only logs any other failure of a ride action', async () => {
    const { send } = renderRideWrite([500, { message: 'Database is down' }]);
    send();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })));
    expect(screen.queryByText(/Database is down/)).toBeNull();
  });

  it("shows a form save's refusal in a toast", async () => {
    const { send } = renderRideWrite(raced, { otherErrors: 'toast' });
    send();
    expect(await screen.findByText('Please try again! Ride 501 is already Accepted.')).toBeTruthy();
    expect(toasts()).toHaveLength(1);
  });

  it('leaves an error the form placed under its fields out of the toast and the log', async () => {
    const showError = vi.fn(() => true);
    const { send } = renderRideWrite([422, { message: 'Invalid', errors: { note: ['Too short'] } }], {
      otherErrors: 'toast',
      showError,
    });
    send();
    await waitFor(() => expect(showError).toHaveBeenCalledOnce());
    expect(toasts()).toHaveLength(0);
    expect(logged).not.toHaveBeenCalled();
  });

  it("keeps the spec's success toast of a ride action", async () => {
    const { send } = renderRideWrite(
      { ride: {}, message: 'ok' },
      { successMessage: () => 'Great! Ride 501 was updated!' },
    );
    send();
    expect(await screen.findByText('Great! Ride 501 was updated!')).toBeTruthy();
  });
});
