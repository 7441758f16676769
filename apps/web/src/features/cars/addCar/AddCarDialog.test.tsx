// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../../rides/dialogs/testing/renderDialog';
import { AddCarDialog } from './AddCarDialog';

const TYPES = {
  types: [
    {
      id: 1,
      title: 'Sedan',
      description: 'Four-door car',
      color: null,
      identifier_description: null,
      state: null,
    },
    {
      id: 2,
      title: 'NY Yellow',
      description: 'Medallion taxi',
      color: 'yellow',
      identifier_description: null,
      state: 'NY',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ user: null });
});

const signIn = (isFleet: boolean) =>
  useAppStore.setState({ user: { ...TEST_DISPATCHER, is_fleet: isFleet, fleet_id: isFleet ? 3 : null } });

describe('AddCarDialog', () => {
  it('keeps the map and the dropdown on the same state', async () => {
    signIn(false);
    renderWithApi(<AddCarDialog open onClose={vi.fn()} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    const newJersey = await screen.findByRole('button', { name: 'New Jersey' });
    fireEvent.click(newJersey);
    expect(newJersey.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Select state' })).toHaveProperty('value', 'New Jersey');
    expect(next).toHaveProperty('disabled', false);
    // The map names Louisiana as the list spells it.
    expect(screen.getByRole('button', { name: 'Louisiana' }).id).toBe('LA');
  });

  it('starts a fleet user at the type step in New York, without Back', async () => {
    signIn(true);
    const { calls } = renderWithApi(<AddCarDialog open onClose={vi.fn()} />, {
      'GET /api/v1/fleet/cars/types': TYPES,
    });
    expect(screen.getByRole('heading', { name: 'Vehicle type' })).toBeTruthy();
    await screen.findByRole('radio', { name: /NY Yellow/ });
    expect(calls[0]?.url).toBe('/api/v1/fleet/cars/types?state=NY');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Type is Required')).toBeTruthy();
  });

  it("sends the car with the driver, and shows the server's refusal under its field", async () => {
    signIn(true);
    const { calls } = renderWithApi(<AddCarDialog open onClose={vi.fn()} driverId={41} />, {
      'GET /api/v1/fleet/cars/types': TYPES,
      'POST /api/v1/fleet/cars': [
        422,
        { message: 'taken', errors: { plate_number: ['A car with plate T123 is already registered in NY'] } },
      ],
    });
    fireEvent.click(await screen.findByRole('radio', { name: /NY Yellow/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const form = within(screen.getByRole('dialog'));
    expect(form.getByRole('combobox', { name: /Color/ }).textContent).toBe('Yellow');
    fireEvent.change(form.getByRole('textbox', { name: /Plate Number/ }), { target: { value: 't123' } });
    fireEvent.change(form.getByRole('textbox', { name: /VIN Number/ }), {
      target: { value: ' 1HGCM82633A004352 ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText('A car with plate T123 is already registered in NY')).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.method).toBe('POST'));
    expect(calls.at(-1)?.body).toEqual({
      color: 'yellow',
      plate_number: 'T123',
      vin_number: '1HGCM82633A004352',
      wav: false,
      s_wav: false,
      suv: false,
      state: 'NY',
      type_id: 2,
      driver_id: 41,
    });
  });
});
