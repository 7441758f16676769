// @vitest-environment jsdom
import { MESSAGES, type Note } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { renderWithApi } from '../testing/renderDialog';
import { rideFixture } from '../testing/rideFixture';
import { PreviewRideDialog } from './PreviewRideDialog';

const ride = {
  ...rideFixture({
    status: 'finished',
    driver_id: 71,
    driver_first_name: 'Ana',
    driver_last_name: 'Reyes',
    payment_type: 'card',
    arrived_at: '2026-11-22T15:25:00.000Z',
    actual_pickup_at: '2026-11-22T15:32:00.000Z',
  }),
  events: [
    {
      id: 1,
      event_type: 'confirm',
      admin_id: 3,
      admin_first_name: 'Dana',
      body: 'Assigned to Ana Reyes',
      created_at: '2026-11-22T14:00:00.000Z',
      style: { background_color: '#e3f2fd' },
    },
  ],
};
const note = (id: number, category: Note['category'], body: string): Note => ({
  id,
  entity_type: 'ride',
  entity_id: 501,
  category,
  body,
  added_by: 'Dana Smith',
  admin_id: 3,
  created_at: '2026-11-22T14:10:00.000Z',
  webhooks:
    category === 'billing'
      ? [
          {
            name: 'Sentry',
            response: 'ok',
            exception: null,
            status: 'sent',
            response_status_code: 200,
            vendor_status: 'success',
          },
        ]
      : [],
});
const answers = {
  'GET /api/v1/rides/501': { ride },
  'GET /api/v1/rides/501/notes': {
    notes: [note(1, 'ride', 'Rider asked for a call'), note(2, 'billing', 'Billed twice')],
  },
};

function signIn({ permissions = [] as string[], isFleet = false } = {}) {
  useAppStore.setState({
    token: 'tok',
    permissions,
    user: {
      id: 3,
      email: 'd@x.test',
      username: 'd',
      first_name: 'Dana',
      last_name: 'Smith',
      is_fleet: isFleet,
      super_admin: false,
    },
  } as never);
}
const renderPreview = (extra: Record<string, unknown> = {}) =>
  renderWithApi(
    <MemoryRouter>
      <PreviewRideDialog open onClose={vi.fn()} rideId={501} />
    </MemoryRouter>,
    { ...answers, ...extra },
  );
const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => signIn({ permissions: ['rides.update-dangerous-fields', 'rides.view-billing-notes'] }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PreviewRideDialog', () => {
  // Decision 182: `amount` is what the card is charged, the price and the processing fee (2.9% + $0.30).
  it('shows a card ride at what the card is charged, beside "Including Processing Fee"', async () => {
    renderPreview({
      'GET /api/v1/rides/501': { ride: { ...ride, ride_price: 100, payment_fee: 3.2, amount: 103.2 } },
    });
    const info = await screen.findByRole('region', { name: 'Ride information' });
    expect(within(info).getByText(/^Card/).textContent).toBe('Card · $103.20Including Processing Fee');
  });

  it('shows ride information, events with notes, and billing notes', async () => {
    renderPreview();
    const info = await screen.findByRole('region', { name: 'Ride information' });
    expect(within(info).getByText('1.87 mi')).toBeTruthy();
    expect(within(info).getByText('Including Processing Fee')).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'Ana Reyes (#71)' }).getAttribute('href')).toBe(
      '/driver/71',
    );
    expect(within(info).getByRole('link', { name: '#501' }).getAttribute('href')).toBe(
      '/rides?search=id:501',
    );
    const timeline = within(info).getByLabelText('Timeline');
    for (const step of ['Arrived', 'PU', 'Picked up', 'DO'])
      expect(within(timeline).getByText(step)).toBeTruthy();
    // 15:25 UTC is 10:25 AM in New York.
    expect(timeline.textContent).toContain('11/22/202610:25 AM');
    const events = screen.getByRole('region', { name: 'Events' });
    expect(within(events).getByText('Assigned to Ana Reyes')).toBeTruthy();
    expect(within(events).getByText('Rider asked for a call')).toBeTruthy();
    expect(within(events).getByText('Admin')).toBeTruthy();
    const billing = await screen.findByRole('region', { name: 'Billing notes' });
    expect(within(billing).getByText('Billed twice')).toBeTruthy();
    expect(within(billing).getByText('Sentry: success (200)')).toBeTruthy();
    expect(within(events).queryByText('Billed twice')).toBeNull();
  });

  it('says what is wrong with each edited field', async () => {
    renderPreview();
    await screen.findByRole('region', { name: 'Ride information' });
    type(/First name/, '');
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    type(/First name/, 'M');
    expect(await screen.findByText('Must be at least 2 characters')).toBeTruthy();
    type(/Last name/, 'L0pez');
    expect(await screen.findByText('Only alphabetical letters and symbols - ( ) are allowed')).toBeTruthy();
    type(/Phone/, '555');
    expect(await screen.findByText('Phone is invalid')).toBeTruthy();
    type(/Email/, 'maria@');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    type(/Dropoff at/, '');
    // The first name now has text: the one 'Required' left is the dropoff time's.
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    type(/New trip ID note/, 'x'.repeat(251));
    expect(await screen.findByText('Max characters count is 250!')).toBeTruthy();
    type(/Fare collected/, 'ten');
    expect(await screen.findByText('Must be number!')).toBeTruthy();
  });

  it('offers only the statuses the ride can reach, and sends edit and status as one request', async () => {
    const assigned = { ...ride, status: 'assigned' as const, updated_at: '2026-11-22T15:59:00.000Z' };
    const { calls } = renderPreview({
      'GET /api/v1/rides/501': { ride: assigned },
      'POST /api/v1/rides/501': {
        ride: { ...assigned, updated_at: '2026-11-22T16:00:00.000Z' },
        message: 'ok',
      },
    });
    await screen.findByRole('region', { name: 'Ride information' });
    type(/Pickup note/, 'Side door');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Assigned offers En route (Accepted) and Cancel; not On Location, Pickup or Dropoff.
    expect(options).toEqual([
      'Assigned (unchanged)',
      'Accepted',
      'User Canceled',
      'User Requested Cancel',
      'Driver Canceled',
      'Company Canceled',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Company Canceled' }));
    type(/Status note/, 'Facility closed today');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Great! Ride 501 was updated!')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      {
        pickup_note: 'Side door',
        status: 'company_canceled',
        note: 'Facility closed today',
        updated_at: '2026-11-22T15:59:00.000Z',
      },
    ]);
  });

  it('offers no status change on a finished ride', async () => {
    renderPreview();
    await screen.findByRole('region', { name: 'Ride information' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Finished (unchanged)']);
  });

  it('lets a user without the key change only the fare collected', async () => {
    signIn({ permissions: [] });
    const { calls } = renderPreview({ 'POST /api/v1/rides/501': { ride, message: 'ok' } });
    await screen.findByRole('region', { name: 'Ride information' });
    expect(screen.getByLabelText(/First name/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/Pickup at/)).toHaveProperty('disabled', true);
    expect(screen.queryByRole('region', { name: 'Billing notes' })).toBeNull();
    type(/Fare collected/, '12.50');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Great! Ride 501 was updated!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { fare_collected: 12.5 },
    ]);
  });

  it("gives fleet users 'Ride Notes' without admins, status, type, seats, payment or note input", async () => {
    signIn({ isFleet: true });
    renderWithApi(
      <MemoryRouter>
        <PreviewRideDialog open onClose={vi.fn()} rideId={501} />
      </MemoryRouter>,
      {
        'GET /api/v1/fleet/rides/501': { ride: { ...ride, ride_price: null } },
        'GET /api/v1/fleet/rides/501/notes': { notes: [note(1, 'ride', 'Rider asked for a call')] },
      },
    );
    const notes = await screen.findByRole('region', { name: 'Ride Notes' });
    await waitFor(() => expect(within(notes).getByText('Rider asked for a call')).toBeTruthy());
    expect(within(notes).queryByText('Admin')).toBeNull();
    expect(screen.queryByLabelText('Add a note')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Billing notes' })).toBeNull();
    const info = screen.getByRole('region', { name: 'Ride information' });
    for (const label of ['Status', 'Ride type', 'Seats', 'Payment'])
      expect(within(info).queryByText(label, { selector: 'div' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Status/ })).toBeNull();
    expect(screen.getByLabelText(/First name/)).toHaveProperty('disabled', true);
    expect(within(info).getByText('Driver net')).toBeTruthy();
  });
});

describe('PreviewRideDialog when the server fails', () => {
  it('keeps the ride and what was typed in its form when a refresh of the ride fails', async () => {
    const live: Record<string, unknown> = { ...answers };
    const { queryClient } = renderWithApi(
      <MemoryRouter>
        <PreviewRideDialog open onClose={vi.fn()} rideId={501} />
      </MemoryRouter>,
      live,
    );
    await screen.findByRole('region', { name: 'Ride information' });
    type(/First name/, 'Marisol');
    live['GET /api/v1/rides/501'] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Marisol');
  });
});
