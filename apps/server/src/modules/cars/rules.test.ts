import { CAR_MESSAGES } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { fixedFieldErrors, guardedFieldErrors, numberDisplay, typeStateProblem } from './rules';

describe('car rules', () => {
  it('takes year, make and model back unchanged, left out or empty for unknown, and names each change', () => {
    const car = { year: 2020, make: 'Toyota', model: null };
    expect(fixedFieldErrors(car, { year: 2020, make: 'Toyota', model: null })).toEqual({});
    expect(fixedFieldErrors(car, {})).toEqual({});
    expect(fixedFieldErrors(car, { model: '' })).toEqual({});
    expect(fixedFieldErrors(car, { year: 2021, make: 'Honda', model: 'Civic' })).toEqual({
      year: [CAR_MESSAGES.readOnly('year')],
      make: [CAR_MESSAGES.readOnly('make')],
      model: [CAR_MESSAGES.readOnly('model')],
    });
  });

  it('lets a changed VIN or fleet through only with its key; the same value needs none', () => {
    const car = { vinNumber: 'VIN1', fleetId: 1 };
    const nobody = { permissions: new Set<string>() };
    expect(guardedFieldErrors(nobody, car, { vin_number: 'VIN1', fleet_id: 1 })).toEqual({});
    expect(guardedFieldErrors(nobody, car, { vin_number: 'VIN2', fleet_id: null })).toEqual({
      vin_number: [CAR_MESSAGES.vinKey],
      fleet_id: [CAR_MESSAGES.fleetKey],
    });
    const holder = { permissions: new Set(['cars.edit_vin_number', 'cars.update_fleet']) };
    expect(guardedFieldErrors(holder, car, { vin_number: 'VIN2', fleet_id: 2 })).toEqual({});
  });

  it("keeps a state's own types in that state, and shows the plate with its state", () => {
    expect(typeStateProblem({ title: 'NY Green', state: 'NY' }, 'NJ')).toBe(
      CAR_MESSAGES.typeOutOfState('NY Green', 'NY'),
    );
    expect(typeStateProblem({ title: 'NY Green', state: 'NY' }, 'NY')).toBeNull();
    expect(typeStateProblem({ title: 'Sedan', state: null }, 'GA')).toBeNull();
    expect(numberDisplay({ plateNumber: 'T123456C', state: 'NY' })).toBe('T123456C (NY)');
  });
});
