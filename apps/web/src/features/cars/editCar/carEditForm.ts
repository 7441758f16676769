import { type Car, cars } from '@fleetdesk/contract';
import type { z } from 'zod';

/** The edit form checks exactly what `POST /cars/{id}` checks (spec 2 §5 edit rules). */
export const carEditSchema = cars.carUpdateBody;
export type CarEditInput = z.input<typeof carEditSchema>;
export type CarEdit = z.output<typeof carEditSchema>;

/** Fields the server may answer with a message of their own. */
export const CAR_EDIT_FIELDS = [
  'state',
  'type_id',
  'color',
  'plate_number',
  'vin_number',
  'seats',
  'wav_seats',
  'status',
  'fleet_id',
] as const;

/** What the caller may change besides the car's own fields. */
export interface CarEditRights {
  /** cars.edit_vin_number */
  vin: boolean;
  /** cars.update_fleet, never for fleet users */
  fleet: boolean;
  /** Staff see the fleet, read-only without cars.update_fleet (spec 2 §5); fleet users do not. */
  fleetShown: boolean;
}

export const carEditDefaults = (car: Car): CarEditInput => ({
  state: car.state,
  type_id: car.type_id,
  color: car.color,
  plate_number: car.plate_number,
  vin_number: car.vin_number,
  wav: car.wav,
  s_wav: car.s_wav,
  suv: car.suv,
  seats: car.seats,
  wav_seats: car.wav_seats,
  status: car.status,
  fleet_id: car.fleet_id,
});

/**
 * The body sent: year, make and model are read-only and never sent; the VIN and the fleet only when the
 * caller holds their key (the server refuses them otherwise).
 */
export function carEditBody(values: CarEdit, rights: Pick<CarEditRights, 'vin' | 'fleet'>): CarEdit {
  const { vin_number, fleet_id, ...rest } = values;
  return { ...rest, ...(rights.vin ? { vin_number } : {}), ...(rights.fleet ? { fleet_id } : {}) };
}
