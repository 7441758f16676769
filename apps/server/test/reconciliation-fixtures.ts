import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { type BrokerSimulator, startBrokerSimulator } from '../src/platform/adapters/brokers/simulator';
import { ADMIN, call } from './api';
import { ARRO, makeRide, SENTRY, SENTRY2, tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

/**
 * A hand-made set of broker rides on a day the demo leaves empty, and a broker simulator the test owns
 * and seeds, for the unreconciled rides tests. What each report should show is worked out from the set
 * with the decision's table restated here (decision 132), never by the code under test.
 */

export const DAY = '2090-01-10';
export const NEXT_DAY = '2090-01-11';
export const FAIL_DAY = '2090-01-20';
export const BROKER_UPDATED_AT = '2090-01-10T16:30:00.000Z';
const noonOf = (day: string) => new Date(`${day}T17:00:00Z`);

/** Decision 132, restated: what the broker should show for each of our statuses used below. */
const SHOULD_SHOW: Record<string, string> = {
  finished: 'completed',
  user_canceled: 'canceled',
  assigned: 'scheduled',
  pending_marketplace: 'offered',
  in_progress: 'in_progress',
  driver_canceled: 'no_show',
  company_canceled: 'canceled',
};

export type Broker = 'sentry' | 'sentry2' | 'arro';
const COMPANY: Record<Broker, number> = { sentry: SENTRY, sentry2: SENTRY2, arro: ARRO };

export interface HandMade {
  name: string;
  broker: Broker;
  status:
    | 'finished'
    | 'user_canceled'
    | 'assigned'
    | 'pending'
    | 'in_progress'
    | 'driver_canceled'
    | 'company_canceled';
  marketplace?: boolean;
  /** What the broker says; undefined: the broker does not know the trip. */
  atBroker?: string;
  reference?: string;
}

export const SET: readonly HandMade[] = [
  { name: 'S1', broker: 'sentry', status: 'finished', atBroker: 'in_progress' },
  // A trip id that a spreadsheet would read as a formula: the exports must neutralise it.
  { name: 'S2', broker: 'sentry', status: 'user_canceled', atBroker: 'scheduled', reference: '=S2+1' },
  { name: 'S3', broker: 'sentry', status: 'assigned', atBroker: 'scheduled' },
  { name: 'S4', broker: 'sentry', status: 'pending', marketplace: true, atBroker: 'offered' },
  { name: 'S5', broker: 'sentry', status: 'finished' },
  { name: 'A1', broker: 'arro', status: 'in_progress', atBroker: 'in_progress' },
  { name: 'A2', broker: 'arro', status: 'driver_canceled', atBroker: 'canceled' },
  { name: 'T1', broker: 'sentry2', status: 'company_canceled', atBroker: 'canceled' },
];

const shouldShow = (row: HandMade) =>
  SHOULD_SHOW[row.marketplace ? 'pending_marketplace' : row.status] as string;
export const differs = (row: HandMade) => row.atBroker !== shouldShow(row);

export interface MadeRide {
  id: number;
  reference: string;
  row: HandMade;
}

/** The server, its simulator and the set, made once per test file. */
export async function startReconciliation() {
  const simulator: BrokerSimulator = await startBrokerSimulator();
  const server: TestServer = await startTestServer({
    env: {
      BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
      BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
      BROKER_ARRO_URL: simulator.brokerUrl('arro'),
    },
  });
  const admin = await tokenForEmail(server.database.db, ADMIN);

  /** One ride of the set on `day`, and its trip at the broker as the row says. */
  async function makeOne(row: HandMade, day: string): Promise<MadeRide> {
    const reference = row.reference ?? `${row.name}-${Math.random().toString(36).slice(2, 8)}`;
    const ride = await makeRide(server.database.db, {
      status: row.status,
      companyId: COMPANY[row.broker],
      pickupAt: noonOf(day),
      isMarketplaceRide: row.marketplace ?? false,
      referenceId: reference,
    });
    if (row.atBroker)
      simulator.trips.seed(row.broker, [
        { referenceId: reference, status: row.atBroker as never, updatedAt: BROKER_UPDATED_AT },
      ]);
    return { id: ride.id, reference, row };
  }

  const made = new Map<string, MadeRide>();
  for (const row of SET) made.set(row.name, await makeOne(row, DAY));
  // Outside the day: a Sentry ride of the next day, and a ride of a company without a broker API.
  await makeOne({ name: 'N1', broker: 'sentry', status: 'finished', atBroker: 'in_progress' }, NEXT_DAY);
  await makeRide(server.database.db, { status: 'finished', companyId: 40, pickupAt: noonOf(DAY) });

  const get = (path: string, token = admin) => call(server.url, 'GET', path, { token });
  return {
    simulator,
    server,
    admin,
    made,
    makeOne,
    get,
    idsOf: (names: readonly string[]) =>
      names.map((name) => made.get(name)?.id as number).sort((a, b) => a - b),
    /** The rows of an export's CSV, read through its signed link. */
    async download(url: string): Promise<string[][]> {
      const response = await fetch(url.startsWith('http') ? url : `${server.url}${url}`);
      expect(response.status).toBe(200);
      return parse(await response.text(), { relax_column_count: true }) as string[][];
    },
    async close() {
      await server.close();
      await simulator.close();
    },
  };
}
export type ReconciliationSetup = Awaited<ReturnType<typeof startReconciliation>>;
