import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

// The product's version is the root package's; the web build embeds the same one.
const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54320),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  FLEETDESK_VERSION: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: flag,
  JOBS: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Fleetdesk <no-reply@fleetdesk.test>'),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default('+12125550100'),
  /** Sign-in attempts allowed per e-mail and per address in a 15-minute window. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** OSRM server for road routing; without it, routes and ETAs are straight-line estimates. */
  OSRM_URL: z.string().url().optional(),
  /** How long to wait for OSRM before answering the straight-line estimate. */
  OSRM_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** Nominatim-compatible geocoder (Nominatim, Pelias' shim); without it, addresses come from an embedded places list. */
  GEOCODER_URL: z.string().url().optional(),
  /** How long to wait for the geocoder before answering the embedded suggestions. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** Card tokenisation (Stripe-like API); without it, a test-mode tokeniser keeps brand and last four. */
  PAYMENTS_API_URL: z.string().url().optional(),
  PAYMENTS_API_KEY: z.string().optional(),
  /** Broker APIs (cancel, reject, take); with none set, a local broker simulator answers instead. */
  BROKER_SENTRY_URL: z.string().url().optional(),
  BROKER_SENTRY2_URL: z.string().url().optional(),
  BROKER_ARRO_URL: z.string().url().optional(),
  /** Bearer token sent to every broker API, when the brokers require one. */
  BROKER_API_TOKEN: z.string().optional(),
  BROKER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** A pending ride nobody took this many minutes after its pickup time becomes no_drivers_available. */
  RIDES_NO_DRIVER_AFTER_MINUTES: z.coerce.number().int().positive().default(30),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    webDist: e.WEB_DIST,
    /** Read per request so a deploy that changes it is noticed by open browsers. */
    version: () => process.env.FLEETDESK_VERSION ?? e.FLEETDESK_VERSION ?? packageVersion(),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600 * 1000,
    seedDemo: e.SEED_DEMO ?? true,
    jobs: e.JOBS ?? true,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    sms: e.SMS_API_URL ? { url: e.SMS_API_URL, token: e.SMS_API_TOKEN, from: e.SMS_FROM } : undefined,
    routing: { osrmUrl: e.OSRM_URL, timeoutMs: e.OSRM_TIMEOUT_MS },
    geocoder: { url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    payments: e.PAYMENTS_API_URL ? { url: e.PAYMENTS_API_URL, key: e.PAYMENTS_API_KEY } : undefined,
    brokers: {
      urls: { sentry: e.BROKER_SENTRY_URL, sentry2: e.BROKER_SENTRY2_URL, arro: e.BROKER_ARRO_URL },
      token: e.BROKER_API_TOKEN,
      timeoutMs: e.BROKER_TIMEOUT_MS,
    },
    rides: { noDriverAfterMinutes: e.RIDES_NO_DRIVER_AFTER_MINUTES },
  };
}
