import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { companies, rides } from '../../db/schema';
import { BROKER_API_KEYS } from '../../platform/adapters/brokers';
import { sendBrokerEvent } from '../../platform/adapters/brokers/simulator-deliveries';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';

export const DEMO_OFFERS_JOB = 'broker-simulator-offers';
const EVERY_MINUTES = 10;
const DAY_MS = 86_400_000;

type Deps = Pick<ModuleDeps, 'db' | 'config'>;

/** The broker's latest ride: where its offers go from and to, and whom they carry. */
async function latestTrip(deps: Deps, broker: string) {
  const [row] = await deps.db
    .select()
    .from(rides)
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .where(
      and(eq(companies.brokerKey, broker as (typeof BROKER_API_KEYS)[number]), isNotNull(rides.referenceId)),
    )
    .orderBy(desc(rides.id))
    .limit(1);
  return row?.rides ?? null;
}

/**
 * In the demo, the simulated brokers call the signed inbound endpoint as real ones do (the embedded
 * default of "inbound broker events"): each tick one broker, in turn, offers a trip like its latest one,
 * a day later. The offer goes through HTTP, the signature and the log like any broker's.
 */
export async function offerDemoTrip(deps: Deps, serverUrl: string, now = new Date()) {
  const broker =
    BROKER_API_KEYS[Math.floor(now.getTime() / (EVERY_MINUTES * 60_000)) % BROKER_API_KEYS.length];
  const secret = broker ? deps.config.brokers.secrets[broker] : undefined;
  const trip = broker ? await latestTrip(deps, broker) : null;
  if (!broker || !secret || !trip) return null;
  const reference = `SIM${now.getTime().toString(36).toUpperCase()}`;
  return sendBrokerEvent({
    serverUrl,
    broker,
    secret,
    event: {
      event_id: `sim-${reference}`,
      type: 'trip.offered',
      trip: {
        reference_id: reference,
        pickup_at: new Date(Math.max(trip.pickupAt.getTime(), now.getTime()) + DAY_MS).toISOString(),
        first_name: trip.firstName,
        last_name: trip.lastName,
        start_address: trip.startAddress,
        start_lat: trip.startLat,
        start_lon: trip.startLon,
        destination_address: trip.destinationAddress,
        destination_lat: trip.destinationLat,
        destination_lon: trip.destinationLon,
        seats: trip.seats,
        vendor_amount: trip.vendorAmountCents === null ? undefined : trip.vendorAmountCents / 100,
      },
    },
  });
}

/** Only where the simulator stands in for every broker (the demo without broker URLs). */
export function demoBrokerJobs(deps: Deps): JobDefinition<object>[] {
  const { config } = deps;
  const simulated = config.demoMode && !Object.values(config.brokers.urls).some(Boolean);
  if (!simulated) return [];
  return [
    {
      name: DEMO_OFFERS_JOB,
      cron: `*/${EVERY_MINUTES} * * * *`,
      // The next tick is the retry.
      retryLimit: 0,
      handle: async () => {
        await offerDemoTrip(deps, `http://127.0.0.1:${config.port}`);
      },
    },
  ];
}
