// @vitest-environment jsdom
import type { Car } from '@fleetdesk/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../../rides/dialogs/testing/renderDialog';
import { EditCarDialog } from './EditCarDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ user: null, permissions: [] });
});

const CAR: Car = {
  id: 9,
  title: '2021 Toyota Camry',
  number_display: 'T123456C (NY)',
  reference_id: null,
  type_id: 1,
  type: 'Sedan',
  status: 'active',
  vin_number: '1HGCM82633A004352',
  plate_number: 'T123456C',
  state: 'NY',
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  color: 'Black',
  wav: false,
  s_wav: false,
  suv: false,
  seats: 4,
  wav_seats: 0,
  fleet_id: 2,
  fleet_name: 'Queens Fleet',
  driver_id: null,
  driver_status: null,
  names: null,
  phone_number: null,
  is_temporary: false,
  documents_expired_or_missing: false,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

const open = (permissions: string[]) => {
  useAppStore.setState({ user: TEST_DISPATCHER, permissions });
  return renderWithApi(<EditCarDialog open onClose={vi.fn()} carId={9} />, {
    'GET /api/v1/cars/9': { car: CAR },
    'GET /api/v1/settings': { fleets: [{ id: 2, name: 'Queens Fleet' }] },
  });
};

// Spec 2 §5: "fleet editable only with the update-fleet permission and not shown to fleet users".
describe('EditCarDialog', () => {
  it('shows staff the car’s fleet, read-only without cars.update_fleet', async () => {
    open([]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit car' }));
    const fleet = await dialog.findByRole('combobox', { name: /Fleet/ });
    expect(fleet.getAttribute('aria-disabled')).toBe('true');
    expect(dialog.getByText('Changing the fleet needs the update-fleet permission.')).toBeTruthy();
  });

  it('lets holders of cars.update_fleet change it', async () => {
    open(['cars.update_fleet']);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit car' }));
    const fleet = await dialog.findByRole('combobox', { name: /Fleet/ });
    expect(fleet.getAttribute('aria-disabled')).toBeNull();
  });
});
