import type { Config } from '../../../config';
import { brokerCalls } from '../../../db/schema';
import type { Logger } from '../../module';
import {
  BROKER_API_KEYS,
  type BrokerApi,
  type BrokerApiKey,
  type Brokers,
  type RecordedBrokerApi,
} from './broker';
import { createHttpBroker } from './http-broker';
import { type BrokerSimulator, startBrokerSimulator } from './simulator';

export * from './broker';

/** Writes every ride call and its answer to `broker_calls`. */
function withCallLog(api: BrokerApi): RecordedBrokerApi {
  return {
    key: api.key,
    cancelReasons: () => api.cancelReasons(),
    async call(action, call, db) {
      const answer = await api.call(action, call);
      await db.insert(brokerCalls).values({
        rideId: call.rideId,
        broker: api.key,
        action,
        request: { reference_id: call.referenceId, ...call.body },
        statusCode: answer.httpStatus,
        response: answer.response ?? { error: answer.error },
        adminId: call.adminId,
      });
      return answer;
    },
  };
}

/** A broker nobody configured while others are: refusing beats silently simulating a real partner. */
function unconfigured(key: BrokerApiKey): RecordedBrokerApi {
  const error = `The ${key} broker API is not configured (set BROKER_${key.toUpperCase()}_URL)`;
  return {
    key,
    call: async () => ({ ok: false, httpStatus: null, statusCode: null, response: null, error }),
    cancelReasons: async () => {
      throw new Error(error);
    },
  };
}

/**
 * The brokers' APIs from BROKER_<KEY>_URL. With none configured (the demo, a laptop), a local broker
 * simulator is started in-process on a free port the first time a broker is needed, and the same HTTP
 * client talks to it.
 */
export function createBrokers(config: Config, log: Logger): Brokers {
  const { urls, token, timeoutMs } = config.brokers;
  const anyConfigured = BROKER_API_KEYS.some((key) => urls[key]);
  let simulator: Promise<BrokerSimulator> | undefined;
  const startSimulator = () => {
    simulator ??= startBrokerSimulator().then((sim) => {
      log.info(`broker simulator listening on ${sim.url} (requests it received: GET ${sim.url}/__received)`);
      return sim;
    });
    return simulator;
  };
  const apis = new Map<BrokerApiKey, Promise<RecordedBrokerApi>>();
  const build = async (key: BrokerApiKey): Promise<RecordedBrokerApi> => {
    const url = urls[key];
    if (!url && anyConfigured) return unconfigured(key);
    const baseUrl = url ?? (await startSimulator()).brokerUrl(key);
    return withCallLog(createHttpBroker(key, { baseUrl, token, timeoutMs }));
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
    async close() {
      if (simulator) await (await simulator).close();
    },
  };
}
