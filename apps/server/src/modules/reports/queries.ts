import { reports, TIME_ZONE } from '@fleetdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { droppedOffForAppointment, pickedUpWithin } from '../../db/on-time';

/** A report's New York days, both included. */
export interface Span {
  start: string;
  end: string;
}
/** Where the last batch ended: rides are read in (pickup_at, id) order, a batch at a time. */
export interface Cursor {
  pickupAt: string;
  id: number;
}

/** Rides `r` scheduled within the span's New York days (a condition for the rides_*_pickup indexes). */
const scheduledIn = (
  span: Span,
) => sql`r.pickup_at >= (${span.start}::date::timestamp at time zone ${TIME_ZONE})
  and r.pickup_at < ((${span.end}::date + 1)::timestamp at time zone ${TIME_ZONE})`;

const after = (cursor: Cursor | null) =>
  cursor ? sql`(r.pickup_at, r.id) > (${cursor.pickupAt}::timestamptz, ${cursor.id})` : sql`true`;

/** The New York day of a ride's scheduled pickup. */
const nyDay = sql`to_char(r.pickup_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
const nyTime = (column: SQL) => sql`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

/** Finished trips (TLC export, yellow taxes): a trip the base dispatched and a driver drove. */
const finishedIn = (span: Span) => sql`r.status = 'finished' and ${scheduledIn(span)}`;
/** Yellow cab trips: a finished trip driven in an NY Yellow car (car type 2). */
const YELLOW_CAR_TYPE = 2;
const yellowIn = (span: Span) =>
  sql`${finishedIn(span)} and exists (select 1 from cars c where c.id = r.car_id and c.type_id = ${YELLOW_CAR_TYPE})`;
/** Access-A-Ride trips: rides of the transit authority's broker, less those the rider called off. */
const aarIn = (span: Span) => sql`${scheduledIn(span)} and r.status <> 'draft'
  and r.status not in (${sql.join(
    reports.OTP_RIDER_CANCELED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})
  and exists (select 1 from companies co where co.id = r.company_id and co.broker_key = 'mta')`;
const accepted = sql`r.status in (${sql.join(
  reports.OTP_ACCEPTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** A day's counts and sums as numbers (PostgreSQL answers count and sum as text); the day stays text. */
const numeric = <T extends { day: string }>(row: Record<keyof T, string>): T =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)]),
  ) as T;

async function countWhere(db: DbOrTx, where: SQL): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`select count(*) as n from rides r where ${where}`);
  return Number(result.rows[0]?.n ?? 0);
}
export const countFinished = (db: DbOrTx, span: Span) => countWhere(db, finishedIn(span));
export const countYellow = (db: DbOrTx, span: Span) => countWhere(db, yellowIn(span));
export const countAar = (db: DbOrTx, span: Span) => countWhere(db, aarIn(span));

export type TlcTripRow = {
  id: number;
  cursor_at: string;
  pickup_time: string;
  dropoff_time: string | null;
  start_lat: number;
  start_lon: number;
  destination_lat: number;
  destination_lon: number;
  driver_tlc: string | null;
  vehicle_tlc: string | null;
};

/**
 * One batch of finished trips for the TLC: actual pickup and drop-off times (New York), both ends'
 * coordinates, the driver's TLC licence and the car's live TLC vehicle licence document.
 */
export async function tlcTripBatch(db: DbOrTx, span: Span, cursor: Cursor | null, limit: number) {
  const result = await db.execute<TlcTripRow>(sql`
    select r.id::int as id, r.pickup_at::text as cursor_at,
      ${nyTime(sql`coalesce(r.picked_up_at, r.pickup_at)`)} as pickup_time,
      ${nyTime(sql`coalesce(r.actual_dropoff_at, r.dropoff_at)`)} as dropoff_time,
      r.start_lat, r.start_lon, r.destination_lat, r.destination_lon,
      d.tlc_license as driver_tlc,
      (select doc.number from documents doc join document_types t on t.id = doc.type_id
        where doc.car_id = r.car_id and t.key = 'tlc_vehicle_license' and doc.status <> 'deleted'
        order by doc.id desc limit 1) as vehicle_tlc
    from rides r left join drivers d on d.id = r.driver_id
    where ${finishedIn(span)} and ${after(cursor)}
    order by r.pickup_at, r.id
    limit ${limit}`);
  return result.rows;
}

export type YellowTripRow = {
  id: number;
  cursor_at: string;
  day: string;
  start_lat: number;
  start_lon: number;
  destination_lat: number;
  destination_lon: number;
  is_mta_trip: boolean;
  plate: string | null;
};

/** One batch of yellow cab trips with both ends and whether the transit authority dispatched it. */
export async function yellowTripBatch(db: DbOrTx, span: Span, cursor: Cursor | null, limit: number) {
  const result = await db.execute<YellowTripRow>(sql`
    select r.id::int as id, r.pickup_at::text as cursor_at, ${nyDay} as day,
      r.start_lat, r.start_lon, r.destination_lat, r.destination_lon,
      coalesce(co.broker_key = 'mta', false) as is_mta_trip, c.plate_number as plate
    from rides r left join companies co on co.id = r.company_id left join cars c on c.id = r.car_id
    where ${yellowIn(span)} and ${after(cursor)}
    order by r.pickup_at, r.id
    limit ${limit}`);
  return result.rows;
}

export interface DailyRevenueRow {
  day: string;
  rides: number;
  revenue_cents: number;
  vendor_cents: number;
  driver_net_cents: number;
  surge_cents: number;
  cash_cents: number;
  picked_up: number;
  on_time: number;
}

/** Per New York day: the finished rides' money (integer cents) and their on-time pickups. */
export async function dailyRevenue(db: DbOrTx, span: Span): Promise<DailyRevenueRow[]> {
  const result = await db.execute<Record<keyof DailyRevenueRow, string>>(sql`
    select ${nyDay} as day, count(*) as rides,
      sum(r.ride_price_cents) as revenue_cents, coalesce(sum(r.vendor_amount_cents), 0) as vendor_cents,
      sum(r.driver_net_cents) as driver_net_cents, sum(r.surge_amount_cents) as surge_cents,
      coalesce(sum(r.fare_collected_cents), 0) as cash_cents,
      count(*) filter (where r.picked_up_at is not null) as picked_up,
      count(*) filter (where ${pickedUpWithin()}) as on_time
    from rides r where ${finishedIn(span)}
    group by 1 order by 1`);
  return result.rows.map(numeric<DailyRevenueRow>);
}

const { short, onTime, contract } = reports.OTP_WINDOWS_MINUTES;

export interface OtpDayRow {
  day: string;
  offered: number;
  accepted: number;
  picked_up: number;
  early: number;
  within_short: number;
  on_time: number;
  within_contract: number;
  appointments: number;
  appointments_on_time: number;
}

/** Per New York day: Access-A-Ride trips offered, accepted, and on time by each window. */
export async function otpByDay(db: DbOrTx, span: Span): Promise<OtpDayRow[]> {
  const result = await db.execute<Record<keyof OtpDayRow, string>>(sql`
    select ${nyDay} as day, count(*) as offered, count(*) filter (where ${accepted}) as accepted,
      count(*) filter (where r.picked_up_at is not null) as picked_up,
      count(*) filter (where r.picked_up_at < r.pickup_at) as early,
      count(*) filter (where ${pickedUpWithin(short)}) as within_short,
      count(*) filter (where ${pickedUpWithin(onTime)}) as on_time,
      count(*) filter (where ${pickedUpWithin(contract)}) as within_contract,
      count(*) filter (where r.appointment_at is not null and r.actual_dropoff_at is not null) as appointments,
      count(*) filter (where ${droppedOffForAppointment()}) as appointments_on_time
    from rides r where ${aarIn(span)}
    group by 1 order by 1`);
  return result.rows.map(numeric<OtpDayRow>);
}

export type OtpTripRow = {
  id: number;
  cursor_at: string;
  reference_id: string | null;
  status: string;
  accepted: boolean;
  promised_pickup: string;
  actual_pickup: string | null;
  minutes_late: number | null;
  within_short: boolean;
  on_time: boolean;
  within_contract: boolean;
  appointment: string | null;
  actual_dropoff: string | null;
  appointment_on_time: boolean | null;
};

/** One batch of Access-A-Ride trips, each with the same on-time flags the day totals count. */
export async function otpTripBatch(db: DbOrTx, span: Span, cursor: Cursor | null, limit: number) {
  const result = await db.execute<OtpTripRow>(sql`
    select r.id::int as id, r.pickup_at::text as cursor_at, r.reference_id, r.status,
      ${accepted} as accepted,
      ${nyTime(sql`r.pickup_at`)} as promised_pickup, ${nyTime(sql`r.picked_up_at`)} as actual_pickup,
      -- Started minutes: 20 min 30 s late reads 21, as the 20-minute window judges it (not on time).
      ceil(extract(epoch from r.picked_up_at - r.pickup_at) / 60)::int as minutes_late,
      ${pickedUpWithin(short)} as within_short, ${pickedUpWithin(onTime)} as on_time,
      ${pickedUpWithin(contract)} as within_contract,
      ${nyTime(sql`r.appointment_at`)} as appointment, ${nyTime(sql`r.actual_dropoff_at`)} as actual_dropoff,
      case when r.appointment_at is null or r.actual_dropoff_at is null then null
        else ${droppedOffForAppointment()} end as appointment_on_time
    from rides r
    where ${aarIn(span)} and ${after(cursor)}
    order by r.pickup_at, r.id
    limit ${limit}`);
  return result.rows;
}
