// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { EventPage } from './EventPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
});

const event = {
  id: 5,
  data: { ride: 9 },
  type: 'ride.created',
  created_at: '2026-11-02T15:00:00.000Z',
  direction: 'inbound',
  name: 'Ride created',
  vendor_id: 1,
  vendor_name: 'Acme Broker',
  ride_id: null,
  idempotency_key: null,
  delivery_status: null,
  can_replay: false,
  webhooks: [],
};

function renderPage(answers: Record<string, unknown>, path = '/webhooks/5') {
  return renderWithApi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/webhooks/:id" element={<EventPage />} />
      </Routes>
    </MemoryRouter>,
    answers,
  );
}

describe('EventPage when the server fails', () => {
  it('says the event could not be loaded, with the reason and a Retry that asks again', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/events/5': [500, { message: 'Database is down' }],
    };
    renderPage(answers);
    expect(await screen.findByText('Event #5 could not be loaded. Database is down')).toBeTruthy();
    answers['GET /api/v1/events/5'] = { event, webhooks: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ride created')).toBeTruthy();
  });

  it('keeps the event on screen, with a notice, when a refresh of it fails', async () => {
    const answers: Record<string, unknown> = { 'GET /api/v1/events/5': { event, webhooks: [] } };
    const { queryClient } = renderPage(answers);
    expect(await screen.findByText('Ride created')).toBeTruthy();
    answers['GET /api/v1/events/5'] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Ride created')).toBeTruthy();
  });
});

describe('EventPage for an event that is not there', () => {
  it("says 'Event not found.' with a way back to the log when the server knows no such event", async () => {
    renderPage({ 'GET /api/v1/events/5': [404, { message: 'Event not found.' }] });
    expect(await screen.findByText('Event not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Webhooks' }).getAttribute('href')).toBe('/webhooks');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  // A malformed id once left the page's placeholder on screen for good: its read never started.
  it.each(['abc', '-1', '0', '99999999999'])(
    "says 'Event not found.' at once for the id %s, without asking the server",
    async (id) => {
      const { calls } = renderPage({}, `/webhooks/${id}`);
      expect(await screen.findByText('Event not found.')).toBeTruthy();
      expect(calls).toEqual([]);
    },
  );
});
