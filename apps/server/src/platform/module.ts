import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Brokers } from './adapters/brokers';
import type { Notifier } from './adapters/notifier/notifier';
import type { CardTokeniser } from './adapters/payments';
import type { Router } from './adapters/routing';
import type { FileLinks, FileStorage } from './adapters/storage';
import type { Hasher } from './auth/hashing';
import type { EndpointRegistry } from './http/register';
import type { JobDefinition, Jobs } from './jobs';
import type { Realtime } from './realtime';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What a module's services may use. */
export interface ModuleDeps {
  db: Db;
  config: Config;
  realtime: Realtime;
  jobs: Jobs;
  notifier: Notifier;
  brokers: Brokers;
  log: Logger;
  /** Card tokenisation (test mode without PAYMENTS_API_URL). */
  payments: CardTokeniser;
  /** Road routing (straight-line fallback without OSRM_URL). */
  router: Router;
  /** argon2 for passwords and codes, bounded per process. */
  hasher: Hasher;
  /** Uploaded files' bytes: disk under DATA_DIR, or S3-compatible storage when S3_BUCKET is set. */
  storage: FileStorage;
  /** Addresses of stored files: stable for public ones, signed and expiring for private ones. */
  fileLinks: FileLinks;
}

/** A domain module registers its contract endpoints and declares its jobs; the app only lists modules. */
export interface ServerModule {
  name: string;
  routes(deps: ModuleDeps, registry: EndpointRegistry): void;
  /** `deps.jobs`, given by the app, sends once the queue has started (a handler may queue further jobs). */
  jobs?(deps: Omit<ModuleDeps, 'jobs'> & Partial<Pick<ModuleDeps, 'jobs'>>): JobDefinition<object>[];
  /**
   * Starts work that runs beside requests and jobs (the demo simulator), once routes are registered;
   * answers how to stop it, awaited when the app closes. Undefined: nothing to run in this process.
   */
  start?(deps: ModuleDeps): (() => Promise<void>) | undefined;
  /** The `JOBS` name that turns `start`'s work on in a process listing its jobs, when it is no queue. */
  worksAs?: string;
}
