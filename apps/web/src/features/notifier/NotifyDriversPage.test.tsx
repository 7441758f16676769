// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { NotifyDriversPage } from './NotifyDriversPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
});

const last = {
  last_notification_at: '2026-11-02T15:00:00.000Z',
  last_notification_by_user_at: '2026-11-02T14:59:00.000Z',
  interval: 0,
  sent_by: 'Dana Dispatch',
  is_notifications_executed: true,
  notified: 12,
};
const LAST = 'GET /api/v1/notifier/last-notification';

describe('NotifyDriversPage when the server fails', () => {
  it('says the last notification could not be loaded, with the reason and a Retry', async () => {
    const answers: Record<string, unknown> = { [LAST]: [500, { message: 'Database is down' }] };
    renderWithApi(<NotifyDriversPage />, answers);
    expect(
      await screen.findByText('The last notification could not be loaded. Database is down'),
    ).toBeTruthy();
    answers[LAST] = last;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dana Dispatch', { exact: false })).toBeTruthy();
  });

  it('keeps the last launch on screen, with a notice, when a refresh of it fails', async () => {
    const answers: Record<string, unknown> = { [LAST]: last };
    const { queryClient } = renderWithApi(<NotifyDriversPage />, answers);
    expect(await screen.findByText('12')).toBeTruthy();
    answers[LAST] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
  });
});
