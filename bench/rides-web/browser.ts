import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../e2e/support/env';
import type { Session } from './server';

// The app's persisted store (apps/web/src/store): the e2e sign-in helper writes the same shape.
const STORE_KEY = 'fleetdesk.store';
const STORE_VERSION = 6;
export const PAGE_ROWS = 500;

export interface ListLoadTiming {
  responseEndAt: number;
  committedAt: number;
  paintedAt: number;
  /** Rides the table lists (its aria-rowcount); the table renders only those in view. */
  rows: number;
  /** Ride rows in the DOM when painted. */
  renderedRows: number;
}

export interface RowUpdateTiming {
  messageAt: number;
  committedAt: number;
  paintedAt: number;
}

/** Headless Chromium with the flags of the e2e runs. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** A tab signed in as `session` through the app's persisted store (as the sign-in form leaves it). */
export async function openSignedInPage(browser: Browser, baseUrl: string, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1600, height: 900 } });
  await context.addInitScript({ path: join(import.meta.dirname, 'probe.js') });
  const page = await context.newPage();
  await page.goto('/login');
  const state = {
    token: session.token,
    tokenExpiresAt: session.expires_at,
    user: session.user,
    permissions: session.permissions,
    agreedToTerms: true,
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORE_KEY,
    JSON.stringify({ state, version: STORE_VERSION }),
  ] as const);
  return page;
}

/** A dispatcher's tab on /rides: signed in through the persisted store, the probe injected. */
export async function openRidesTab(browser: Browser, baseUrl: string, session: Session): Promise<Page> {
  const page = await openSignedInPage(browser, baseUrl, session);
  await page.goto('/rides');
  await waitForRows(page);
  // Auto update off (persisted), so a 10 s refresh of the list never lands inside a measurement: the
  // socket alone brings the changes.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Auto update rides').uncheck();
  await page.keyboard.press('Escape');
  return page;
}

const rideRows = (page: Page) => page.locator('table[aria-label="Rides"] tbody tr[data-ride-id]');

async function waitForRows(page: Page) {
  await rideRows(page).first().waitFor({ timeout: 60_000 });
}

/**
 * One cold load of 500 rows: reload /rides (the default page size shows), then choose 500 rows per page
 * in the pagination, as a dispatcher does; the probe times the answer to the painted table.
 */
export async function measureListLoad(page: Page): Promise<ListLoadTiming> {
  await reloadRides(page);
  return showPageOf500(page);
}

/** A fresh /rides (empty query cache), settled. */
export async function reloadRides(page: Page): Promise<void> {
  await page.reload();
  await waitForRows(page);
  // Let the first load settle (detail, map, socket) so it does not overlap the measured one.
  await page.waitForTimeout(1000);
}

/** Picks 500 in "Rows per page" and returns the probe's timings of that load. */
export async function showPageOf500(page: Page): Promise<ListLoadTiming> {
  await page.evaluate(
    (rows) => window.__ridesBench.armListLoad({ urlParts: [`per_page=${rows}`], rows }),
    PAGE_ROWS,
  );
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: String(PAGE_ROWS), exact: true }).click();
  return page.evaluate(() => window.__ridesBench.result() as Promise<ListLoadTiming>);
}

/** Watches `rideId`'s row for `text` while `change` edits the ride on the server. */
export async function measureRowUpdate(
  page: Page,
  rideId: number,
  text: string,
  change: () => Promise<unknown>,
): Promise<RowUpdateTiming> {
  await page.evaluate((spec) => window.__ridesBench.armRowUpdate(spec), { rideId, text });
  await change();
  return page.evaluate(() => window.__ridesBench.result() as Promise<RowUpdateTiming>);
}

export const listedRideIds = (page: Page): Promise<number[]> =>
  page.evaluate(() => window.__ridesBench.rideIds());

declare global {
  interface Window {
    /** Defined by probe.js. */
    __ridesBench: {
      armListLoad(spec: { urlParts: string[]; rows: number }): void;
      armRowUpdate(spec: { rideId: number; text: string }): void;
      result(): Promise<unknown>;
      rideIds(): number[];
    };
  }
}
