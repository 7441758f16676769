import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath, E2E_PORT, e2ePgPort } from './support/env';

// Each run gets its own data folder, so the server starts exactly as `npm start` does on a fresh
// machine: embedded PostgreSQL initialised, migrated and seeded. Workers inherit the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The folder holds a whole database (about 100 MB): it goes when the run ends, after the server and
  // its PostgreSQL have stopped, unless the run failed and the data may explain why.
  process.on('exit', (code) => {
    if (code === 0) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`e2e: the server's data folder is kept for inspection: ${dataDir}`);
  });
}
const repoRoot = path.resolve(import.meta.dirname, '..');
const ROUTING_RUN_SPECS = /routing\/(optimiser|compare)\.spec\.ts$/;
const SCENARIO_EDIT_SPECS = /routing\/scenarios\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: './.artifacts/report.json' }],
    ['./support/errorContextReporter.ts'],
  ],
  // A routing run marks every scenario of the state as being run, and a scenario being run refuses
  // edits (spec 3 §4): the scenario-editing spec waits for the specs that route the demo day.
  projects: [
    { name: 'routing-runs', testMatch: ROUTING_RUN_SPECS },
    { name: 'scenario-edits', testMatch: SCENARIO_EDIT_SPECS, dependencies: ['routing-runs'] },
    { name: 'main', testIgnore: [ROUTING_RUN_SPECS, SCENARIO_EDIT_SPECS] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // The maps jump to a ride instead of flying there, as they do for a user who asks for less motion:
    // every frame of a flight is drawn in software here (a rides page drew about 40 frames on opening,
    // 10 without the flight), and the whole browser run took 10.3 min instead of 11.4.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, console, network) without the screencast:
    // filming every test cost a quarter of the browser run on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/version`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(e2ePgPort()),
      FLEETDESK_VERSION: process.env.FLEETDESK_VERSION ?? 'e2e',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Many specs sign the same demo users in; the limit itself is covered by the API tests.
      AUTH_RATE_LIMIT: '500',
      // The every-minute ride jobs (ETA refresh, overdue pending rides) would change demo rides under a
      // running spec; they have their own integration tests. Payout exports and imports run, as a user sees them.
      // Routing runs work too (the routing specs route tomorrow's demo rides), with a short solver limit,
      // and Notify Drivers dispatches are sent.
      // A saved standing order's days are made (its own queue); the hourly sweep of every order is not.
      // Late-pickup predictions are recomputed (they change no ride, only their own table).
      JOBS: 'payout-files,routing-run,notify-drivers,report-files,standing-orders,late-risk',
      ROUTING_SOLVER_TIME_LIMIT_MS: '3000',
      // The demo simulator would move drivers and advance rides under running specs; a spec that needs a
      // moving driver posts its own positions through the location feed.
      SIMULATOR: 'false',
      // The TLC trip-record export names the base; a deployment sets its own licence.
      TLC_BASE_LICENSE: 'B00001',
    },
  },
});
