import type { sentryBilling } from '@fleetdesk/contract';
import type { sentryFiles } from '../../db/schema';
import type { FileLinks } from '../../platform/adapters/storage';
import type { BatchRow } from './queries';
import type { TripRow } from './trip-queries';

/** The area's rows as the API shows them: dollars, ISO times, signed links. */

const dollars = (cents: number) => Math.round(cents) / 100;
const iso = (at: Date | string) => new Date(at).toISOString();

export const toInvoice = (row: BatchRow): sentryBilling.SentryInvoice => ({
  id: row.id,
  status: row.status,
  note: row.note,
  from_datetime: iso(row.fromDatetime),
  to_datetime: iso(row.toDatetime),
  total_rides: row.totalRides,
  billed_amount: dollars(row.billedAmountCents),
  invoiced_rides: row.invoicedRides,
  problem_rides: row.problemRides,
  created_by: row.createdByName,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const toFile = (
  links: FileLinks,
  row: typeof sentryFiles.$inferSelect,
  uploadedBy: string | null,
): sentryBilling.SentryFile => ({
  id: row.id,
  batch_id: row.batchId,
  type: row.type,
  name: row.name,
  uploaded_by: uploadedBy,
  created_at: iso(row.createdAt),
  path: links.urlOf(row.storageKey),
  rows: row.rows,
});

const money = (cents: number | null) => (cents === null ? null : dollars(Number(cents)));

export const toTrip = (links: FileLinks, row: TripRow): sentryBilling.SentryTrip => ({
  id: Number(row.id),
  reference_id: row.reference_id,
  pickup_at: iso(row.pickup_at),
  dropoff_at: row.dropoff_at === null ? null : iso(row.dropoff_at),
  pickup: row.start_address,
  dropoff: row.destination_address,
  ride_type: row.ride_type,
  names: row.rider_name,
  driver_company: row.driver_company,
  driver_names: row.driver_name,
  driver_id: row.driver_id,
  car_id: row.car_id,
  distance: Number(row.distance),
  vendor_distance: row.vendor_distance === null ? null : Number(row.vendor_distance),
  vendor_amount: money(row.vendor_amount_cents),
  driver_net: dollars(Number(row.driver_net_cents)),
  amount_charged: money(row.amount_charged_cents),
  status: row.status,
  billing_status: row.billing_status as sentryBilling.SentryBillingStatus,
  rider_signature_url: links.present(row.rider_signature_url),
  batch_id: row.batch_id,
});
