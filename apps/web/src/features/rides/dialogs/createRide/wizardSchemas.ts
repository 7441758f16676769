import {
  amountTextField,
  clockTimeField,
  emailWithDomain,
  MESSAGES,
  nameField,
  RIDE_NOTE_MAX,
  SERVICE_LEVELS,
  textMax,
  usPhoneField,
} from '@fleetdesk/contract';
import { z } from 'zod';

/** Step 1: the company the ride is booked for. */
export const companyStepSchema = z.object({
  company_id: z.number({ error: MESSAGES.required }).int().positive(MESSAGES.required),
});

/** A coordinate typed as text; valid only when finite and within ±`limit` (spec 1 §5). */
const coordinateText = (limit: number, name: string) =>
  z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .refine((v) => Number.isFinite(Number(v)), 'Must be number!')
    .refine((v) => Math.abs(Number(v)) <= limit, `${name} must be between -${limit} and ${limit}`);

export const placeFormSchema = z.object({
  address: z.string().trim().min(1, MESSAGES.required),
  lat: coordinateText(90, 'Latitude'),
  lon: coordinateText(180, 'Longitude'),
});
export type PlaceFormValues = z.input<typeof placeFormSchema>;

/** Step 2: who rides, from where to where. A facility's riders need no e-mail (spec 1 §5). */
export function passengerStepSchema(isFacility: boolean) {
  const email = isFacility
    ? emailWithDomain
    : z.string().trim().min(1, MESSAGES.required).pipe(emailWithDomain);
  return z.object({
    rider_id: z.number().int().positive().optional(),
    first_name: nameField,
    last_name: nameField,
    phone_number: z.union([z.literal(''), usPhoneField]),
    email,
    start: placeFormSchema,
    destination: placeFormSchema,
    seats: z.number().int().min(1).max(4),
    rider_note: textMax(RIDE_NOTE_MAX),
    pickup_note: textMax(RIDE_NOTE_MAX),
    trip_note: textMax(RIDE_NOTE_MAX),
  });
}
export type PassengerValues = z.output<ReturnType<typeof passengerStepSchema>>;
export type PassengerInput = z.input<ReturnType<typeof passengerStepSchema>>;

const optionalClock = z.union([z.literal(''), clockTimeField]);
const clockOrEmpty = (value: unknown): string =>
  typeof value === 'string' && clockTimeField.safeParse(value).success ? value : '';

/** What step 3 validates against: the New York date and time now. */
export interface RideDetailsContext {
  /** YYYY-MM-DD in New York. */
  today: string;
  /** HH:mm in New York. */
  nowTime: string;
  /** Facilities word the return-time rule their own way (spec 1 §5). */
  isFacility: boolean;
}

/**
 * Step 3: dates, times, estimate, payment and services. Times are HH:mm, so they compare as text.
 * "Today is selected" makes the pickup time and the appointment checks apply (spec 1 §5). A return
 * before the pickup is refused on any day: facilities say 'Return time must be after pickup time',
 * the others 'Time must be after pick up time'.
 */
export function rideDetailsStepSchema({ today, nowTime, isFacility }: RideDetailsContext) {
  return z
    .object({
      pickup_at_dates: z.array(z.string()).min(1, MESSAGES.selectDate),
      pickup_at_time: z.string().min(1, MESSAGES.required).pipe(clockTimeField),
      ride_estimate_id: z.number({ error: MESSAGES.required }).int().positive(),
      amount: amountTextField(MESSAGES.required),
      payment_type: z.enum(['account', 'card', 'facility', 'passenger'], { error: MESSAGES.required }),
      payment_card_id: z.number().int().positive().optional(),
      return_at: optionalClock,
      appointment_at: optionalClock,
      service_level_a_leg: z.enum(SERVICE_LEVELS),
      service_level_b_leg: z.enum(SERVICE_LEVELS),
    })
    .superRefine(
      (values, ctx) => {
        // Also runs while other fields are still wrong, so each part may be missing or malformed.
        const dates: unknown[] = Array.isArray(values.pickup_at_dates) ? values.pickup_at_dates : [];
        const isTodayChosen = dates.includes(today);
        const pickup = clockOrEmpty(values.pickup_at_time);
        const returnAt = clockOrEmpty(values.return_at);
        const appointmentAt = clockOrEmpty(values.appointment_at);
        if (isTodayChosen && pickup && pickup < nowTime) {
          ctx.addIssue({ code: 'custom', path: ['pickup_at_time'], message: MESSAGES.timeInPast });
        }
        if (returnAt && pickup && returnAt <= pickup) {
          const message = isFacility ? MESSAGES.returnAfterPickup : MESSAGES.timeAfterPickup;
          ctx.addIssue({ code: 'custom', path: ['return_at'], message });
        }
        if (isTodayChosen && appointmentAt && pickup && appointmentAt <= pickup) {
          ctx.addIssue({ code: 'custom', path: ['appointment_at'], message: MESSAGES.timeAfterPickup });
        }
        if (values.payment_type === 'card' && values.payment_card_id === undefined) {
          ctx.addIssue({ code: 'custom', path: ['payment_card_id'], message: MESSAGES.cardRequired });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}
export type RideDetailsValues = z.output<ReturnType<typeof rideDetailsStepSchema>>;
export type RideDetailsInput = z.input<ReturnType<typeof rideDetailsStepSchema>>;
