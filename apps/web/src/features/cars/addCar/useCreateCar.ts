import { cars } from '@fleetdesk/contract';
import { callEndpoint } from '../../../api/client';
import { useCarMutation } from '../editCar/useCarMutation';
import type { CarDetails } from './carDetailsForm';

export interface NewCar extends CarDetails {
  state: string;
  type_id: number;
  driver_id?: number;
}

/** POST /cars; on success the toast of spec 2 §8, and the car and driver lists and details refresh. */
export function useCreateCar(options: { onCreated: () => void; onError: (error: unknown) => void }) {
  return useCarMutation((car: NewCar) => callEndpoint(cars.createCar, { body: car }), {
    onDone: options.onCreated,
    onError: options.onError,
  });
}
