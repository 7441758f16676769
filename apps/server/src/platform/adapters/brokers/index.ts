import { BROKER_NAMES } from '@fleetdesk/contract';
import type { Config } from '../../../config';
import { AppError } from '../../errors';
import type { Logger } from '../../module';
import { BROKER_API_KEYS, type BrokerApi, type BrokerApiKey, type Brokers } from './broker';
import type { BrokerExchange, BrokerExchangeObserver } from './exchanges';
import { createHttpBroker } from './http-broker';
import { type BrokerSimulator, startBrokerSimulator } from './simulator';
import type { SimulatedTrip } from './simulator-trips';

export * from './broker';
export * from './exchanges';
export * from './trip-status';

/** A broker without a URL outside the demo: refusing beats pretending that a real partner answered. */
function unconfigured(key: BrokerApiKey): AppError {
  return new AppError('unavailable', `The ${BROKER_NAMES[key]} API is not configured.`);
}

// The origin only: a URL may carry credentials the log must not.
const describeUrl = (url: string | undefined) =>
  url ? `at ${new URL(url).origin}` : 'not configured (its actions answer 503)';

/**
 * The brokers' APIs from BROKER_<KEY>_URL. In demo mode with none configured (a laptop), a local broker
 * simulator is started in-process on a free port the first time a broker is needed, and the same HTTP
 * client talks to it. Otherwise a broker without a URL answers 503 and nothing changes.
 */
export function createBrokers(
  config: Config,
  log: Logger,
  options: {
    /** The demo's trips as the simulated brokers know them, read when the simulator starts. */
    simulatorTrips?: () => Promise<Partial<Record<BrokerApiKey, SimulatedTrip[]>>>;
  } = {},
): Brokers {
  const { urls, token, timeoutMs } = config.brokers;
  const simulated = config.demoMode && !BROKER_API_KEYS.some((key) => urls[key]);
  if (simulated)
    log.info('brokers: demo mode, a local broker simulator answers for Sentry, Sentry 2 and Arro');
  else {
    const missing = BROKER_API_KEYS.some((key) => !urls[key]);
    (missing ? log.warn : log.info)(
      `brokers: ${BROKER_API_KEYS.map((key) => `${key} ${describeUrl(urls[key])}`).join(', ')}`,
    );
  }
  let simulator: Promise<BrokerSimulator> | undefined;
  const startSimulator = () => {
    simulator ??= startBrokerSimulator().then(async (sim) => {
      log.info(`broker simulator listening on ${sim.url} (requests it received: GET ${sim.url}/__received)`);
      // The demo still works without its trips: every lookup then answers "unknown trip".
      const known: Partial<Record<BrokerApiKey, SimulatedTrip[]>> = await (
        options.simulatorTrips?.() ?? Promise.resolve({})
      ).catch((e: Error) => {
        log.warn(`broker simulator: the demo's trips could not be read: ${e.message}`);
        return {};
      });
      for (const key of BROKER_API_KEYS) sim.trips.seed(key, known[key] ?? []);
      return sim;
    });
    return simulator;
  };
  const apis = new Map<BrokerApiKey, Promise<BrokerApi>>();
  const observers: BrokerExchangeObserver[] = [];
  // The log of an exchange must never turn the broker's answer into a failure.
  const onExchange = async (exchange: BrokerExchange) => {
    for (const observe of observers)
      await observe(exchange).catch((e: Error) =>
        log.error(`brokers: the ${exchange.kind} call to ${exchange.broker} was not logged: ${e.message}`),
      );
  };
  const build = async (key: BrokerApiKey): Promise<BrokerApi> => {
    const url = urls[key];
    if (!url && !simulated) throw unconfigured(key);
    const baseUrl = url ?? (await startSimulator()).brokerUrl(key);
    return createHttpBroker(key, {
      baseUrl,
      token,
      timeoutMs,
      secret: config.brokers.secrets[key],
      onExchange,
    });
  };
  return {
    api(key) {
      let api = apis.get(key);
      if (!api) {
        api = build(key);
        apis.set(key, api);
      }
      return api;
    },
    observe(observer) {
      observers.push(observer);
    },
    async close() {
      if (simulator) await (await simulator).close();
    },
  };
}
