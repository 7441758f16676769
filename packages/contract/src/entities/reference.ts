import { z } from 'zod';
import { COMPANY_TYPES } from '../statuses';

export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  type: z.enum(COMPANY_TYPES),
  vendor_id: z.number().int().nullable(),
  is_facility: z.boolean(),
  broker_key: z.string().nullable(),
});
export type Company = z.infer<typeof Company>;

export const Fleet = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  display_brokers_logo: z.boolean(),
});
export type Fleet = z.infer<typeof Fleet>;

/** A GeoJSON polygon ring list: [[[lon, lat], ...]]. */
export const Polygon = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
});

export const Zone = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable(),
  state: z.string(),
  polygon: Polygon,
});
export type Zone = z.infer<typeof Zone>;

export const RideType = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  display_name: z.string(),
  short_description: z.string().nullable(),
  accessible: z.boolean(),
  seats: z.number().int(),
  payment_types_supported: z.array(z.string()),
});
export type RideType = z.infer<typeof RideType>;

export const CarType = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  identifier_description: z.string().nullable(),
  state: z.string().nullable(),
});
export type CarType = z.infer<typeof CarType>;

export const DocumentType = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  entity_type: z.enum(['driver', 'car']),
  /** A driver or car lacking this document valid and unexpired is flagged (issue 10 point 8). */
  required: z.boolean(),
});
export type DocumentType = z.infer<typeof DocumentType>;

export const TransactionCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['credit', 'debit']),
});

export const Role = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof Role>;
