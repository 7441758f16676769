import {
  type CarType,
  carColorField,
  plateNumberField,
  refineCarCombination,
  vinNumberField,
} from '@fleetdesk/contract';
import { z } from 'zod';

/**
 * Step 3's fields with the contract's car rules (the same fields `cars.carCreateBody` checks on the
 * server); the colour rule of the NY yellow and green types needs the type chosen in step 2.
 */
export const carDetailsSchema = (typeId: number) =>
  z
    .object({
      color: carColorField,
      plate_number: plateNumberField,
      vin_number: vinNumberField,
      wav: z.boolean(),
      s_wav: z.boolean(),
      suv: z.boolean(),
    })
    .superRefine((car, ctx) => refineCarCombination({ ...car, type_id: typeId }, ctx));

export type CarDetailsInput = z.input<ReturnType<typeof carDetailsSchema>>;
export type CarDetails = z.output<ReturnType<typeof carDetailsSchema>>;

export const CAR_DETAIL_FIELDS = ['color', 'plate_number', 'vin_number', 'wav', 's_wav', 'suv'] as const;

/** A type with a colour of its own (NY yellow, NY green) starts with that colour. */
export const carDetailsDefaults = (type: CarType): CarDetailsInput => ({
  color: type.color ?? '',
  plate_number: '',
  vin_number: '',
  wav: false,
  s_wav: false,
  suv: false,
});
