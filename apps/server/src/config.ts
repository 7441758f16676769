import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routingChecksumHolds } from '@fleetdesk/contract';
import { z } from 'zod';
import { publishableKeyProblem } from './platform/adapters/payments/keys';
import { trustProxyField } from './platform/http/trust-proxy';
import { StartProblem } from './start-problem';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

// The product's version is the root package's; the web build embeds the same one.
const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** A routing number whose ABA checksum holds (FACTS.md §2). */
const routingNumber = z.string().refine(routingChecksumHolds, 'must be a 9-digit routing number');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections this process keeps to the database for requests (jobs and realtime have their own). */
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** How long a request waits for a free connection before it fails instead of queueing forever. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Longest one statement may run (0 = no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Longest a transaction may sit idle holding its locks before PostgreSQL ends the session. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** How long a stop (SIGTERM, a crash) may take to finish requests and close before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54320),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  FLEETDESK_VERSION: z.string().optional(),
  /** A MapLibre style (vector or raster tiles) for the maps' base layer; without it, the offline one. */
  MAP_STYLE_URL: z.string().url().optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /**
   * How often each instance re-checks the sessions of its sockets (signed out, expired, revoked, user
   * disabled) and disconnects the dead ones; at most 30 s, so a socket never outlives its session by a minute.
   */
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().positive().max(30_000).default(30_000),
  /** Seed the New York demo on first start; default: only on the embedded database. */
  SEED_DEMO: flag,
  /** Run job workers: true/false, or a comma list of the jobs this process works on (e.g. `payout-files`). */
  JOBS: z
    .string()
    .optional()
    .transform((v): boolean | string[] | undefined => {
      if (v === undefined || v === '') return undefined;
      if (['true', '1', 'false', '0'].includes(v)) return v === 'true' || v === '1';
      return v
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    }),
  /** The TLC base licence the trip-record export names (e.g. B00001); without it the export is refused. */
  TLC_BASE_LICENSE: z
    .string()
    .regex(/^[A-Z]\d{5}$/, 'a TLC base licence such as B00001')
    .optional(),
  /**
   * Another TLC taxi zone shapes file than the shipped, simplified one: a GeoJSON FeatureCollection
   * (lon/lat, `LocationID` per feature), e.g. NYC Open Data's full-resolution taxi zones (decision 159).
   */
  TAXI_ZONES_GEOJSON: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Fleetdesk <no-reply@fleetdesk.test>'),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default('+12125550100'),
  /** Sign-in attempts allowed per e-mail and per address in a 15-minute window. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Password and code checks (argon2) run at once in this process; more wait in a queue. */
  AUTH_HASH_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Checks allowed to wait; past them a sign-in is refused with 503 instead of pinning the CPU. */
  AUTH_HASH_QUEUE: z.coerce.number().int().min(0).default(32),
  /** Proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-For/-Proto are believed; default none. */
  TRUST_PROXY: trustProxyField,
  /** OSRM server for road routing; without it, routes and ETAs are straight-line estimates. */
  OSRM_URL: z.string().url().optional(),
  /** How long to wait for OSRM before answering the straight-line estimate. */
  OSRM_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** The optimiser's search time per routing run (ROUTE, a route's Route, auto routing). */
  ROUTING_SOLVER_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Nominatim-compatible geocoder (Nominatim, Pelias' shim); without it, addresses come from an embedded places list. */
  GEOCODER_URL: z.string().url().optional(),
  /** How long to wait for the geocoder before answering the embedded suggestions. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** Card tokenisation (Stripe-like API); without it, a test-mode tokeniser keeps brand and last four. */
  PAYMENTS_API_URL: z.string().url().optional(),
  PAYMENTS_API_KEY: z.string().optional(),
  /**
   * The provider's publishable key: browsers then type cards into Stripe.js's card form, and only its
   * token reaches the server (decision 181). Sent to every signed-in browser, so never the secret key.
   */
  PAYMENTS_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a publishable key (pk_test_… or pk_live_…), never the secret key')
    .optional(),
  /** Broker APIs (cancel, reject, take); with none set, the demo uses a local broker simulator. */
  BROKER_SENTRY_URL: z.string().url().optional(),
  BROKER_SENTRY2_URL: z.string().url().optional(),
  BROKER_ARRO_URL: z.string().url().optional(),
  /** Bearer token sent to every broker API, when the brokers require one. */
  BROKER_API_TOKEN: z.string().optional(),
  BROKER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The secret shared with each broker: its calls to `/api/v1/brokers/{broker}/events` must be signed
   * with it, and our notifications to it are. Without one, that broker's inbound calls are refused (503).
   */
  BROKER_SENTRY_SECRET: z.string().min(16).optional(),
  BROKER_SENTRY2_SECRET: z.string().min(16).optional(),
  BROKER_ARRO_SECRET: z.string().min(16).optional(),
  /**
   * A pending ride nobody took this many minutes after its pickup time becomes no_drivers_available. Not in
   * the spec, so off unless set; broker rides are never touched (their broker would not be told).
   */
  RIDES_NO_DRIVER_AFTER_MINUTES: z.coerce.number().int().positive().optional(),
  /** How many New York days ahead (today included) the standing-orders job creates rides (decision 140). */
  STANDING_ORDERS_DAYS_AHEAD: z.coerce.number().int().min(1).max(60).default(7),
  /** S3-compatible storage for uploaded files; without S3_BUCKET, files go to DATA_DIR/files. */
  S3_ENDPOINT: z.string().url().default('https://s3.us-east-1.amazonaws.com'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Signs private file links (HMAC); set the same value on every instance. */
  FILE_URL_SECRET: z.string().min(32).optional(),
  /** How long a signed private file link works. */
  FILE_URL_TTL_MINUTES: z.coerce.number().positive().default(15),
  /** Largest file one upload may carry; larger ones get 413. */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
  /**
   * Encrypts drivers' bank account numbers at rest (AES-256-GCM): 64 hex characters (32 bytes). Required
   * outside the demo; keep it with the database backups, since without it the numbers cannot be read.
   */
  BANK_ACCOUNT_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** The operator's side of the ACH (NACHA) payouts file; the defaults are a demo's, not a bank's. */
  ACH_IMMEDIATE_DESTINATION: routingNumber.default('021000021'),
  ACH_IMMEDIATE_DESTINATION_NAME: z.string().max(23).default('JPMORGAN CHASE'),
  ACH_IMMEDIATE_ORIGIN: z.string().length(10).default('1123456789'),
  ACH_COMPANY_NAME: z.string().min(1).max(23).default('FLEETDESK NYC'),
  ACH_COMPANY_ID: z.string().length(10).optional(),
  ACH_ORIGINATING_ROUTING: routingNumber.default('021000021'),
  ACH_ENTRY_DESCRIPTION: z.string().min(1).max(10).default('PAYOUT'),
  /** The accounting (QuickBooks) API paid payouts are sent to; without it, QuickBooks is not connected. */
  QUICKBOOKS_API_URL: z.string().url().optional(),
  QUICKBOOKS_API_TOKEN: z.string().optional(),
  QUICKBOOKS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Days of drivers' GPS history kept; older day partitions are dropped (decision 138). */
  LOCATION_HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * The demo simulator: drives the demo's drivers through the location feed and moves their rides along
   * (decision 139). Default: on in demo mode, in a process that runs jobs.
   */
  SIMULATOR: flag,
  /**
   * Minutes past the pickup time from which a predicted arrival puts a ride at risk (decision 150:
   * FACTS §6, the paratransit 15-minute on-time window).
   */
  LATE_RISK_THRESHOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; otherwise it is open. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new StartProblem(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const keyProblem = publishableKeyProblem({
    apiUrl: e.PAYMENTS_API_URL,
    apiKey: e.PAYMENTS_API_KEY,
    publishableKey: e.PAYMENTS_PUBLISHABLE_KEY,
  });
  if (keyProblem) throw new StartProblem(`Invalid configuration: PAYMENTS_PUBLISHABLE_KEY: ${keyProblem}`);
  const isDemo = !e.DATABASE_URL || e.SEED_DEMO === true;
  const demoSecret = (broker: string) => (isDemo ? `demo-${broker}-inbound-secret` : undefined);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbPool: {
      max: e.DB_POOL_MAX,
      connectionTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    dataDir: e.DATA_DIR,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    webDist: e.WEB_DIST,
    /** Read per request so a deploy that changes it is noticed by open browsers. */
    version: () => process.env.FLEETDESK_VERSION ?? e.FLEETDESK_VERSION ?? packageVersion(),
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600 * 1000,
    socketSessionCheckMs: e.SOCKET_SESSION_CHECK_MS,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    /**
     * Demo mode: the embedded database or a seeded demo. Only then may stand-ins (the broker simulator)
     * answer for partners nobody configured.
     */
    demoMode: !e.DATABASE_URL || e.SEED_DEMO === true,
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS ?? true,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    authHashing: { concurrency: e.AUTH_HASH_CONCURRENCY, queue: e.AUTH_HASH_QUEUE },
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    sms: e.SMS_API_URL ? { url: e.SMS_API_URL, token: e.SMS_API_TOKEN, from: e.SMS_FROM } : undefined,
    routing: {
      osrmUrl: e.OSRM_URL,
      timeoutMs: e.OSRM_TIMEOUT_MS,
      solverTimeLimitMs: e.ROUTING_SOLVER_TIME_LIMIT_MS,
    },
    geocoder: { url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    payments: e.PAYMENTS_API_URL
      ? {
          url: e.PAYMENTS_API_URL,
          key: e.PAYMENTS_API_KEY,
          publishableKey: e.PAYMENTS_PUBLISHABLE_KEY ?? null,
        }
      : undefined,
    brokers: {
      urls: { sentry: e.BROKER_SENTRY_URL, sentry2: e.BROKER_SENTRY2_URL, arro: e.BROKER_ARRO_URL },
      token: e.BROKER_API_TOKEN,
      timeoutMs: e.BROKER_TIMEOUT_MS,
      // In demo mode the local simulator signs with a known demo secret; a deployment sets its own.
      secrets: {
        sentry: e.BROKER_SENTRY_SECRET ?? demoSecret('sentry'),
        sentry2: e.BROKER_SENTRY2_SECRET ?? demoSecret('sentry2'),
        arro: e.BROKER_ARRO_SECRET ?? demoSecret('arro'),
      },
    },
    rides: { noDriverAfterMinutes: e.RIDES_NO_DRIVER_AFTER_MINUTES },
    standingOrders: { daysAhead: e.STANDING_ORDERS_DAYS_AHEAD },
    reports: {
      // The demo names the TLC's own example base (FACTS §3.1), as the ACH file names a demo bank.
      tlcBaseLicense: e.TLC_BASE_LICENSE ?? (!e.DATABASE_URL || e.SEED_DEMO === true ? 'B00001' : undefined),
      taxiZonesGeojson: e.TAXI_ZONES_GEOJSON,
    },
    locations: {
      historyRetentionDays: e.LOCATION_HISTORY_RETENTION_DAYS,
      simulator: e.SIMULATOR ?? (!e.DATABASE_URL || e.SEED_DEMO === true),
    },
    lateRisk: { thresholdMinutes: e.LATE_RISK_THRESHOLD_MINUTES },
    metricsToken: e.METRICS_TOKEN,
    bankAccountKey: e.BANK_ACCOUNT_KEY,
    ach: {
      immediateDestination: e.ACH_IMMEDIATE_DESTINATION,
      immediateDestinationName: e.ACH_IMMEDIATE_DESTINATION_NAME,
      immediateOrigin: e.ACH_IMMEDIATE_ORIGIN,
      companyName: e.ACH_COMPANY_NAME,
      companyId: e.ACH_COMPANY_ID ?? e.ACH_IMMEDIATE_ORIGIN,
      originatingRouting: e.ACH_ORIGINATING_ROUTING,
      entryDescription: e.ACH_ENTRY_DESCRIPTION,
    },
    quickbooks: e.QUICKBOOKS_API_URL
      ? { url: e.QUICKBOOKS_API_URL, token: e.QUICKBOOKS_API_TOKEN, timeoutMs: e.QUICKBOOKS_TIMEOUT_MS }
      : undefined,
    files: {
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          }
        : undefined,
      urlSecret: e.FILE_URL_SECRET,
      urlTtlMs: e.FILE_URL_TTL_MINUTES * 60_000,
      maxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    },
  };
}
