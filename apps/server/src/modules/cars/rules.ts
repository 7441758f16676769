import { CAR_MESSAGES } from '@fleetdesk/contract';
import type { Caller } from '../../platform/auth/context';

/**
 * Whether the caller reaches the car: a fleet user only their fleet's cars; a facility user none
 * (cars belong to no facility company, like drivers); operator staff every car.
 */
export const reachesCar = (caller: Caller, car: { fleetId: number | null }) =>
  caller.isFleet ? car.fleetId === caller.fleetId : caller.companyIds === null;

/** Whether the caller reaches any car at all (lists, a new car): everyone but facility users. */
export const reachesCars = (caller: Caller) => caller.isFleet || caller.companyIds === null;

/** Year, make and model come with the car and stay (spec 2 §5): the edit form sends them back unchanged. */
const FIXED_FIELDS = ['year', 'make', 'model'] as const;
type FixedField = (typeof FIXED_FIELDS)[number];

/** A field error for each of year, make and model sent with another value than the car's. */
export function fixedFieldErrors(
  car: Record<FixedField, string | number | null>,
  sent: Partial<Record<FixedField, string | number | null>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of FIXED_FIELDS) {
    const value = sent[field];
    const same =
      value === undefined || (value ?? null) === car[field] || (value === '' && car[field] === null);
    if (!same) errors[field] = [CAR_MESSAGES.readOnly(field)];
  }
  return errors;
}

/**
 * The guarded fields the caller changes without their key (spec 2 §6): the VIN needs
 * cars.edit_vin_number, the fleet cars.update_fleet. Fleet users hold no keys, so they change neither.
 */
export function guardedFieldErrors(
  caller: Pick<Caller, 'permissions'>,
  car: { vinNumber: string; fleetId: number | null },
  sent: { vin_number?: string; fleet_id?: number | null },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (
    sent.vin_number !== undefined &&
    sent.vin_number !== car.vinNumber &&
    !caller.permissions.has('cars.edit_vin_number')
  )
    errors.vin_number = [CAR_MESSAGES.vinKey];
  if (
    sent.fleet_id !== undefined &&
    sent.fleet_id !== car.fleetId &&
    !caller.permissions.has('cars.update_fleet')
  )
    errors.fleet_id = [CAR_MESSAGES.fleetKey];
  return errors;
}

/** Why a car of this type may not work in the state (NY yellow and green cabs are New York's), or null. */
export function typeStateProblem(
  type: { title: string; state: string | null },
  state: string,
): string | null {
  return type.state !== null && type.state !== state
    ? CAR_MESSAGES.typeOutOfState(type.title, type.state)
    : null;
}

/** "T123456C (NY)": the plate as people read it, with the state that issued it. */
export const numberDisplay = (car: { plateNumber: string; state: string }) =>
  `${car.plateNumber} (${car.state})`;
