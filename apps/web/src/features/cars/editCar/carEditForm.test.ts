import type { Car } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { carEditBody, carEditDefaults, carEditSchema } from './carEditForm';

const car = {
  id: 7,
  state: 'NY',
  type_id: 1,
  color: 'black',
  plate_number: 'T123456C',
  vin_number: '1HGCM82633A004352',
  wav: false,
  s_wav: false,
  suv: false,
  seats: 4,
  wav_seats: 0,
  status: 'active',
  fleet_id: 3,
} as Car;

describe('the edit-car form', () => {
  it('sends the VIN and the fleet only with their keys', () => {
    const values = carEditSchema.parse(carEditDefaults(car));
    expect(carEditBody(values, { vin: false, fleet: false })).not.toHaveProperty('vin_number');
    expect(carEditBody(values, { vin: false, fleet: false })).not.toHaveProperty('fleet_id');
    expect(carEditBody(values, { vin: true, fleet: true })).toMatchObject({
      vin_number: '1HGCM82633A004352',
      fleet_id: 3,
    });
  });

  it('keeps the NY yellow rule of spec 2 §5', () => {
    const result = carEditSchema.safeParse({ ...carEditDefaults(car), type_id: 2, color: 'black' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'NY Yellow cars can only have a yellow color',
    );
  });
});
