// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../../rides/dialogs/testing/renderDialog';
import { DriverPage } from './DriverPage';
import { carFixture, driverFixture } from './testing/driverFixture';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
});

const notes = { notes: { data: [] } };

function renderPage(answers: Record<string, unknown>, id: number | string = 5) {
  return renderWithApi(
    <MemoryRouter initialEntries={[`/driver/${id}`]}>
      <Routes>
        <Route path="/driver/:id" element={<DriverPage />} />
      </Routes>
    </MemoryRouter>,
    answers,
  );
}

describe('DriverPage', () => {
  it('shows the names, the status badge, the cars and the broker blocks to staff', async () => {
    renderPage({ 'GET /api/v1/drivers/5': { driver: driverFixture() }, 'GET /api/v1/notes': notes });
    const header = await screen.findByRole('region', { name: 'Driver' });
    expect(within(header).getByRole('heading', { name: 'Rosa Quintero' })).toBeTruthy();
    expect(within(header).getByText('Active')).toBeTruthy();
    expect(within(header).getByText('Queens Fleet')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Brokers' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Balance' })).toBeTruthy();
    expect(screen.queryByText('Required documents are missing or expired')).toBeNull();
    const cars = screen.getByRole('region', { name: 'Cars' });
    expect(within(cars).getByRole('link', { name: 'T123456C' }).getAttribute('href')).toBe(
      '/drivers?search=T123456C',
    );
    expect(within(cars).queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('shows the keyed header fields only with their keys', async () => {
    useAppStore.setState({ user: TEST_DISPATCHER, permissions: ['drivers.show_route_broker'] });
    renderPage({ 'GET /api/v1/drivers/5': { driver: driverFixture() }, 'GET /api/v1/notes': notes });
    const header = await screen.findByRole('region', { name: 'Driver' });
    expect(within(header).getByText('Route broker')).toBeTruthy();
    expect(within(header).queryByText('Request route')).toBeNull();
    expect(within(header).queryByText('Company restrictions')).toBeNull();
  });

  it('flags missing documents of the driver and of a car, and offers Activate on an offline car', async () => {
    const driver = driverFixture({
      status: 'waiting_for_approval',
      documents_expired_or_missing: true,
      cars: [carFixture({ status: 'offline', documents_expired_or_missing: true, is_temporary: true })],
    });
    renderPage({ 'GET /api/v1/drivers/5': { driver }, 'GET /api/v1/notes': notes });
    expect(await screen.findByText('Required documents are missing or expired')).toBeTruthy();
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    const cars = screen.getByRole('region', { name: 'Cars' });
    expect(within(cars).getByText('Documents missing or expired')).toBeTruthy();
    expect(within(cars).getByText('Temporary')).toBeTruthy();
    expect(within(cars).getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('hides broker and money blocks and the fleet from a fleet user', async () => {
    useAppStore.setState({ user: { ...TEST_DISPATCHER, is_fleet: true, fleet_id: 3 } });
    renderPage({
      'GET /api/v1/fleet/drivers/5': { driver: driverFixture() },
      'GET /api/v1/fleet/notes': notes,
    });
    expect(await screen.findByRole('heading', { name: 'Rosa Quintero' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Brokers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull();
    expect(screen.queryByText('Queens Fleet')).toBeNull();
  });

  it("says 'Driver not found.' for an id the server does not show", async () => {
    renderPage({ 'GET /api/v1/drivers/77': [404, { message: 'Driver not found.' }] }, 77);
    expect(await screen.findByText('Driver not found.')).toBeTruthy();
  });

  // An id beyond the database's was sent, and the server's 422 ('Too big: …') shown with a Retry.
  it.each(['abc', '-1', '99999999999'])(
    "says 'Driver not found.' at once for the id %s, without asking the server",
    async (id) => {
      const { calls } = renderPage({}, id);
      expect(await screen.findByText('Driver not found.')).toBeTruthy();
      expect(calls.filter((call) => call.url.includes('/drivers/'))).toEqual([]);
    },
  );

  it('shows a failure with a way to try again', async () => {
    renderPage({ 'GET /api/v1/drivers/5': [500, { message: 'Database is down' }] });
    expect(await screen.findByText('The driver could not be loaded. Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('DriverPage when the server fails', () => {
  it('keeps the driver on screen, with a notice, when a refresh of them fails', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/drivers/5': { driver: driverFixture() },
      'GET /api/v1/notes': notes,
    };
    const { queryClient } = renderPage(answers);
    expect(await screen.findByRole('heading', { name: 'Rosa Quintero' })).toBeTruthy();
    answers['GET /api/v1/drivers/5'] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rosa Quintero' })).toBeTruthy();
  });
});
