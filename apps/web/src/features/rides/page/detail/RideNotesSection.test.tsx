// @vitest-environment jsdom
import { MESSAGES } from '@fleetdesk/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { renderWithApi } from '../../dialogs/testing/renderDialog';
import { RideNotesSection } from './RideNotesSection';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
});

const NOTES = 'GET /api/v1/rides/9/notes';
const note = {
  id: 1,
  ride_id: 9,
  category: 'ride',
  body: 'Rider uses a wheelchair',
  added_by: 'Dana Dispatch',
  admin_id: 7,
  created_at: '2026-11-02T15:00:00.000Z',
  webhooks: [],
};

describe('RideNotesSection when the server fails', () => {
  it("says the notes could not be loaded, with a Retry, rather than 'no note'", async () => {
    renderWithApi(<RideNotesSection rideId={9} canAdd={false} />, {
      [NOTES]: [500, { message: 'Database is down' }],
    });
    expect(await screen.findByText('The ride notes could not be loaded. Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noNote)).toBeNull();
  });

  it('keeps the notes on screen, with a notice, when a refresh of them fails', async () => {
    const answers: Record<string, unknown> = { [NOTES]: { notes: [note] } };
    const { queryClient } = renderWithApi(<RideNotesSection rideId={9} canAdd={false} />, answers);
    expect(await screen.findByText('Rider uses a wheelchair')).toBeTruthy();
    answers[NOTES] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByText('Rider uses a wheelchair')).toBeTruthy();
  });
});
