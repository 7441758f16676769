import { z } from 'zod';
import { DRIVER_SEXES } from '../entities/driver';
import { MESSAGES } from '../messages';
import { DRIVER_STATUSES } from '../statuses';
import { emailField, idField, nameField, normalizePhone, usPhoneField } from './common';
import {
  addressStateField,
  cityField,
  driverLicenseField,
  driverLicenseStateField,
  einField,
  refineDriverLicense,
  ssnField,
  streetField,
  tlcLicenseField,
  zipcodeField,
} from './driverRules';
import { isMaskedSsn } from './maskedSsn';

/**
 * Bodies of the driver dialogs (spec 2 §5). The field rules live in common.ts and driverRules.ts; this
 * file puts them together per dialog, so the server answers each message on its field (422) exactly
 * as the form shows it.
 */

/** An empty input counts as not sent, so a required field answers 'Required' rather than a format. */
const blankAsMissing = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());

const optionalText = (max: number) =>
  z.preprocess(blankAsMissing, z.string().trim().max(max, `Must be at most ${max} characters!`).optional());

const zeroOrOneFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => Boolean(v));

/** The fields the create dialog and the edit dialog share (spec 2 §5 "personal/contact set"). */
const personalFields = {
  first_name: required(nameField),
  middle_name: optional(nameField),
  last_name: required(nameField),
  dob_date: required(
    z.iso.date({ error: (issue) => (issue.input === undefined ? MESSAGES.required : 'Invalid date') }),
  ),
  sex: required(z.enum(DRIVER_SEXES, { error: MESSAGES.required })),
  ssn: required(ssnField),
  ein: einField,
  email: required(emailField),
  phone_number: required(usPhoneField.transform(normalizePhone)),
  business_name: optionalText(60),
  address_street: required(streetField),
  address_city: required(cityField),
  address_zipcode: required(zipcodeField),
  address_state: required(addressStateField),
  driver_license_state: optional(driverLicenseStateField),
  driver_license: optional(driverLicenseField),
  tlc_license: tlcLicenseField,
};

/** Fields behind a key (spec 2 §6) or hidden from fleet users; the server checks who sends them. */
const guardedFields = {
  fleet_id: z.number().int().positive().nullish(),
  banned_companies: z.array(idField).max(100).nullish(),
  route_broker: z.string().trim().max(40).nullish(),
  request_route_enabled: zeroOrOneFlag.nullish(),
  payout_hold: zeroOrOneFlag.nullish(),
  live_inserts_enabled: zeroOrOneFlag.optional(),
};

export const driverCreateBody = z
  .object({ ...personalFields, ...guardedFields })
  .superRefine(refineDriverLicense);
export type DriverCreateBody = z.output<typeof driverCreateBody>;

/**
 * A reader without the right to see an SSN whole is shown it masked (maskedSsn.ts); the edit form sends
 * it back unchanged, which means "keep the stored number". Anything else must be a whole SSN.
 */
const keptOrNewSsn = z.preprocess(
  (v) => (typeof v === 'string' && isMaskedSsn(v) ? undefined : v),
  ssnField.optional(),
);

/** The edit dialog adds the status; the form sends the whole driver. */
export const driverUpdateBody = z
  .object({
    ...personalFields,
    ssn: keptOrNewSsn,
    ...guardedFields,
    status: required(z.enum(DRIVER_STATUSES, { error: MESSAGES.required })),
  })
  .superRefine(refineDriverLicense);
export type DriverUpdateBody = z.output<typeof driverUpdateBody>;

const requiredId = required(z.coerce.number({ error: MESSAGES.required }).int().positive(MESSAGES.required));

export const switchCompanyBody = z.object({ company_id: requiredId });
export const assignCarBody = z.object({ car_id: requiredId });
