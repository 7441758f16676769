import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/** What a routing run of the bench day planned, read back from the database as the job wrote it. */
export interface PlanOutcome {
  runId: number;
  status: string;
  error: string | null;
  travelSource: string | null;
  rides: number;
  served: number;
  unservedByReason: Record<string, number>;
  excludedByReason: Record<string, number>;
  driversOffered: number;
  vehicles: number;
  wheelchairVehicles: number;
  stretcherVehicles: number;
  distanceMiles: number;
  drivingHours: number;
  ridesPerVehicle: { mean: number; max: number };
  wheelchairServed: { served: number; of: number };
  stretcherServed: { served: number; of: number };
  appointmentsServed: { served: number; of: number };
  /** Pickups whose planned start of service is after the booked time, by minutes late. */
  latePickups: {
    total: number;
    upTo5: number;
    upTo10: number;
    upTo15: number;
    over15: number;
    maxMinutes: number;
  };
  /** Drop-offs of appointment rides planned after the appointment. */
  lateAppointments: number;
  queuedAt: Date;
  finishedAt: Date | null;
}

const countBy = (items: readonly { reason: string }[]) =>
  items.reduce<Record<string, number>>((counts, { reason }) => {
    counts[reason] = (counts[reason] ?? 0) + 1;
    return counts;
  }, {});

export async function readOutcome(db: Db, runId: number, date: string, driversOffered: number) {
  const { rows: runs } = await db.execute<{
    status: string;
    error: string | null;
    travel_source: string | null;
    rides: number;
    served: number;
    unserved: { ride_id: number; reason: string }[];
    excluded: { reason: string }[];
    created_at: string;
    finished_at: string | null;
  }>(sql`select status, error, travel_source, rides, served, unserved, excluded, created_at, finished_at
    from routing_runs where id = ${runId}`);
  const run = runs[0];
  if (!run) throw new Error(`routing run ${runId} is gone`);
  const { rows: routes } = await db.execute<{
    vehicles: number;
    wav: number;
    stretcher: number;
    miles: number;
    minutes: number;
    mean_rides: number;
    max_rides: number;
  }>(sql`
    select count(*)::int as vehicles, count(*) filter (where c.wav)::int as wav,
      count(*) filter (where c.s_wav)::int as stretcher, coalesce(sum(r.distance), 0)::float as miles,
      coalesce(sum(r.duration), 0)::float as minutes, coalesce(avg(r.rides_count), 0)::float as mean_rides,
      coalesce(max(r.rides_count), 0)::int as max_rides
    from routing_routes r left join cars c on c.id = r.car_id
    where r.service_date = ${date} and r.status <> 'deleted'`);
  const { rows: kinds } = await db.execute<{
    wav: number;
    wav_served: number;
    stretcher: number;
    stretcher_served: number;
    appointments: number;
    appointments_served: number;
  }>(sql`
    with day as (
      select ri.*, exists (select 1 from routing_route_rides rr join routing_routes ro on ro.id = rr.route_id
        where rr.ride_id = ri.id and ro.service_date = ${date} and ro.status <> 'deleted') as served
      from rides ri
      where ri.id in (select (u->>'ride_id')::bigint from routing_runs, jsonb_array_elements(unserved) u
          where routing_runs.id = ${runId})
        or ri.id in (select rr.ride_id from routing_route_rides rr join routing_routes ro on ro.id = rr.route_id
          where ro.service_date = ${date} and ro.status <> 'deleted'))
    select count(*) filter (where wav or wav_bariatric)::int as wav,
      count(*) filter (where (wav or wav_bariatric) and served)::int as wav_served,
      count(*) filter (where stretcher)::int as stretcher,
      count(*) filter (where stretcher and served)::int as stretcher_served,
      count(*) filter (where appointment_at is not null)::int as appointments,
      count(*) filter (where appointment_at is not null and served)::int as appointments_served
    from day`);
  const { rows: late } = await db.execute<{
    total: number;
    up_to_5: number;
    up_to_10: number;
    up_to_15: number;
    over_15: number;
    max_minutes: number;
    late_appointments: number;
  }>(sql`
    with stops as (
      select w.type, extract(epoch from (w.at - case when w.type = 'pickup' then ri.pickup_at
        else ri.appointment_at end)) / 60 as late
      from routing_waypoints w join routing_routes ro on ro.id = w.route_id join rides ri on ri.id = w.ride_id
      where ro.service_date = ${date} and ro.status <> 'deleted' and w.type in ('pickup', 'dropoff'))
    select count(*) filter (where type = 'pickup' and late > 0.01)::int as total,
      count(*) filter (where type = 'pickup' and late > 0.01 and late <= 5)::int as up_to_5,
      count(*) filter (where type = 'pickup' and late > 5 and late <= 10)::int as up_to_10,
      count(*) filter (where type = 'pickup' and late > 10 and late <= 15.01)::int as up_to_15,
      count(*) filter (where type = 'pickup' and late > 15.01)::int as over_15,
      coalesce(max(late) filter (where type = 'pickup'), 0)::float as max_minutes,
      count(*) filter (where type = 'dropoff' and late > 0.01)::int as late_appointments
    from stops`);
  const r = routes[0];
  const k = kinds[0];
  const l = late[0];
  return {
    runId,
    status: run.status,
    error: run.error,
    travelSource: run.travel_source,
    rides: run.rides,
    served: run.served,
    unservedByReason: countBy(run.unserved),
    excludedByReason: countBy(run.excluded),
    driversOffered,
    vehicles: r?.vehicles ?? 0,
    wheelchairVehicles: r?.wav ?? 0,
    stretcherVehicles: r?.stretcher ?? 0,
    distanceMiles: r?.miles ?? 0,
    drivingHours: (r?.minutes ?? 0) / 60,
    ridesPerVehicle: { mean: r?.mean_rides ?? 0, max: r?.max_rides ?? 0 },
    wheelchairServed: { served: k?.wav_served ?? 0, of: k?.wav ?? 0 },
    stretcherServed: { served: k?.stretcher_served ?? 0, of: k?.stretcher ?? 0 },
    appointmentsServed: { served: k?.appointments_served ?? 0, of: k?.appointments ?? 0 },
    latePickups: {
      total: l?.total ?? 0,
      upTo5: l?.up_to_5 ?? 0,
      upTo10: l?.up_to_10 ?? 0,
      upTo15: l?.up_to_15 ?? 0,
      over15: l?.over_15 ?? 0,
      maxMinutes: l?.max_minutes ?? 0,
    },
    lateAppointments: l?.late_appointments ?? 0,
    queuedAt: new Date(run.created_at),
    finishedAt: run.finished_at ? new Date(run.finished_at) : null,
  } satisfies PlanOutcome;
}
