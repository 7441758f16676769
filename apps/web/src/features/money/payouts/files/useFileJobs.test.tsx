// @vitest-environment jsdom
import { PAYOUT_FILE_MESSAGES } from '@fleetdesk/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import { renderWithApi } from '../../../rides/dialogs/testing/renderDialog';
import { useStartFileJob } from './useFileJobs';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Starts an import whose start is answered with `error`; resolves once the hook has handled it. */
async function refusedImport(error: ApiError) {
  const onRefused = vi.fn();
  function Probe() {
    const start = useStartFileJob({ isImport: true });
    return (
      <button type="button" onClick={() => start.mutate(() => Promise.reject(error), { onError: onRefused })}>
        Import
      </button>
    );
  }
  renderWithApi(<Probe />);
  screen.getByRole('button', { name: 'Import' }).click();
  await waitFor(() => expect(onRefused).toHaveBeenCalledOnce());
}

describe('useStartFileJob', () => {
  it("says 'Something went wrong' and why when an import is refused", async () => {
    await refusedImport(new ApiError(422, { message: 'The file is empty.' }));
    expect(await screen.findByText(PAYOUT_FILE_MESSAGES.importFailed)).toBeTruthy();
    expect(screen.getByText('The file is empty.')).toBeTruthy();
  });

  it('shows no toast when the session has ended: the login page says it', async () => {
    await refusedImport(new ApiError(401, { message: 'Unauthenticated.' }));
    expect(screen.queryByText(PAYOUT_FILE_MESSAGES.importFailed)).toBeNull();
    expect(screen.queryByText('Unauthenticated.')).toBeNull();
  });
});
