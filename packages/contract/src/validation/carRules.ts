/**
 * Exports: CAR_COLORS, CarColor, CAR_RULE_MESSAGES, NY_YELLOW_TYPE_ID, NY_GREEN_TYPE_ID, carColorField,
 * carTypeIdField, plateNumberField, vinNumberField, carStateField, carMakeModelField, carYearField,
 * CAR_PLACES_MAX, carSeatsField, carWavSeatsField, carColorProblem, stretcherProblem, refineCarCombination.
 *
 * The car rules of spec 2 §5 (add-car wizard step 3, edit car, temporary car). The bodies in
 * endpoints/cars.ts put these fields together; the cross-field rules (colour of the NY yellow and green
 * types, the stretcher flag only with WAV) are plain functions too, so a partial edit can be checked
 * against the car as stored.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText } from './requiredText';

/** Spec 2 §3: the 15 car colours, in the order the form lists them. */
export const CAR_COLORS = [
  'black',
  'blue',
  'white',
  'brown',
  'gray',
  'red',
  'maroon',
  'green',
  'beige',
  'light_blue',
  'purple',
  'teal',
  'orange',
  'pink',
  'yellow',
] as const;
export type CarColor = (typeof CAR_COLORS)[number];

/** The car types whose colour is fixed (the demo's reference data holds them under these ids). */
export const NY_YELLOW_TYPE_ID = 2;
export const NY_GREEN_TYPE_ID = 3;

export const PLATE_MIN = 3;
export const PLATE_MAX = 8;
export const VIN_MAX = 17;
export const CAR_STATE_MAX = 8;
export const MAKE_MODEL_MAX = 40;

export const CAR_RULE_MESSAGES = {
  colorRequired: 'Color is Required',
  colorUnknown: `Color must be one of: ${CAR_COLORS.join(', ')}`,
  plateRequired: 'Plate Number is Required',
  plateFormat: `Must be ${PLATE_MIN}-${PLATE_MAX} characters!`,
  vinRequired: 'VIN Number is Required',
  vinTooLong: `VIN Number must be at most ${VIN_MAX} characters!`,
  typeRequired: 'Type is Required',
  stateTooLong: `State must be at most ${CAR_STATE_MAX} characters!`,
  makeModelTooLong: `Must be at most ${MAKE_MODEL_MAX} characters!`,
  onlyForWav: 'Only for WAV',
  nyYellow: 'NY Yellow cars can only have a yellow color',
  nyGreen: 'NY Green cars can only have a green color',
  /** The add-car wizard's step 1 (spec 2 §5 "Work location"). */
  workStateRequired: 'State is required',
} as const;

export const carColorField = requiredText(CAR_RULE_MESSAGES.colorRequired).pipe(
  z.enum(CAR_COLORS, { error: CAR_RULE_MESSAGES.colorUnknown }),
);

export const carTypeIdField = z.coerce
  .number({ error: CAR_RULE_MESSAGES.typeRequired })
  .int(CAR_RULE_MESSAGES.typeRequired)
  .positive(CAR_RULE_MESSAGES.typeRequired);

/** 3 to 8 letters or digits, stored upper case (plates are printed upper case). */
export const plateNumberField = requiredText(CAR_RULE_MESSAGES.plateRequired)
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${PLATE_MIN},${PLATE_MAX}}$`), CAR_RULE_MESSAGES.plateFormat);

/** Trimmed, at most 17 characters (older cars carry shorter VINs, so no exact length). */
export const vinNumberField = requiredText(CAR_RULE_MESSAGES.vinRequired)
  .toUpperCase()
  .max(VIN_MAX, CAR_RULE_MESSAGES.vinTooLong);

/** The edit form's registration state: required, at most 8 characters. */
export const carStateField = requiredText().toUpperCase().max(CAR_STATE_MAX, CAR_RULE_MESSAGES.stateTooLong);

/** Make or model: 0 to 40 characters; empty means unknown (null). */
export const carMakeModelField = z
  .string()
  .trim()
  .max(MAKE_MODEL_MAX, CAR_RULE_MESSAGES.makeModelTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** A model year from the first cars on the road to next year's models. */
export const CAR_YEAR_MIN = 1900;
export const CAR_YEAR_MAX = new Date().getFullYear() + 1;
const carYearRange = `Year must be from ${CAR_YEAR_MIN} to ${CAR_YEAR_MAX}!`;
export const carYearField = z.coerce
  .number({ error: MESSAGES.required })
  .int(carYearRange)
  .min(CAR_YEAR_MIN, carYearRange)
  .max(CAR_YEAR_MAX, carYearRange)
  .nullish()
  .transform((v) => v ?? null);

/** The most seats (or WAV seats) a car is listed with. */
export const CAR_PLACES_MAX = 15;

/**
 * A required count of places: a blank field (null, '') is 'Required', not the 0 coercion makes of it.
 * Each check names its own words: the type's 'Required' would otherwise stand for every refusal.
 */
const placesField = (min: number) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: MESSAGES.required })
      .int('Must be a whole number')
      .min(min, `Must be at least ${min}`)
      .max(CAR_PLACES_MAX, `Must be at most ${CAR_PLACES_MAX}`),
  );

export const carSeatsField = placesField(1);
export const carWavSeatsField = placesField(0);

/** The NY yellow type must be yellow and the NY green type green; null when the pair is fine. */
export function carColorProblem(typeId: number, color: string): string | null {
  if (typeId === NY_YELLOW_TYPE_ID && color !== 'yellow') return CAR_RULE_MESSAGES.nyYellow;
  if (typeId === NY_GREEN_TYPE_ID && color !== 'green') return CAR_RULE_MESSAGES.nyGreen;
  return null;
}

/**
 * The stretcher flag needs WAV: the form clears it when WAV goes off and disables it with the tooltip
 * 'Only for WAV'; a body that sends both contradicting each other is refused rather than guessed.
 */
export const stretcherProblem = (wav: boolean, sWav: boolean): string | null =>
  sWav && !wav ? CAR_RULE_MESSAGES.onlyForWav : null;

/**
 * Checks the cross-field rules on a body's fields that are present (use in `.superRefine`). A partial
 * edit that sends only one side of a pair is checked by the server against the stored car.
 */
export function refineCarCombination(
  car: { type_id?: number; color?: string; wav?: boolean; s_wav?: boolean },
  ctx: z.RefinementCtx,
): void {
  if (car.type_id !== undefined && car.color !== undefined) {
    const problem = carColorProblem(car.type_id, car.color);
    if (problem) ctx.addIssue({ code: 'custom', path: ['color'], message: problem });
  }
  if (car.wav !== undefined && car.s_wav !== undefined) {
    const problem = stretcherProblem(car.wav, car.s_wav);
    if (problem) ctx.addIssue({ code: 'custom', path: ['s_wav'], message: problem });
  }
}
