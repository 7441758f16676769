// The drivers grid as the benchmarks drive it: drivers created over the API, /drivers opened with a page
// of N rows, a click on a column's sort button.
import type { Browser, Locator, Page } from '@playwright/test';
import { openSignedInPage } from '../rides-web/browser';
import type { Session } from '../rides-web/server';

/** Columns whose two directions always order the rows differently (no ties at the top). */
export const SORTABLE = ['Driver', 'ID', 'Phone', 'Email', 'Signed up', 'Trips'];

/** Creates drivers through POST /drivers (as the create dialog does) until the grid has `count`. */
export async function fillDrivers(baseUrl: string, session: Session, count: number) {
  const call = (method: string, path: string, body?: object) =>
    fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  const listed = (await (await call('GET', `/drivers?per_page=${count}`)).json()) as {
    drivers: { data: unknown[] };
  };
  for (let n = listed.drivers.data.length; n < count; n++) {
    const serial = String(n).padStart(4, '0');
    const answer = await call('POST', '/drivers', {
      first_name: 'Bench',
      last_name: `Driver${String.fromCharCode(65 + (n % 26))}`,
      dob_date: '1980-01-01',
      sex: 'unknown',
      ssn: `900${serial}00`.slice(0, 9),
      email: `bench.driver.${serial}@example.com`,
      phone_number: `(332) 555-${serial}`,
      address_street: '1 Bench St',
      address_city: 'Queens',
      address_zipcode: '11375',
      address_state: 'NY',
    });
    if (!answer.ok) throw new Error(`POST /drivers: ${answer.status} ${await answer.text()}`);
  }
}

/** /drivers signed in, showing `rows` rows a page, settled. */
export async function openGridOfRows(browser: Browser, baseUrl: string, session: Session, rows: number) {
  const page = await openSignedInPage(browser, baseUrl, session);
  await page.goto('/drivers');
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: String(rows), exact: true }).click();
  await page.getByText(new RegExp(`^1-${rows} of`)).waitFor({ timeout: 60_000 });
  // The virtualised rows settle (measured heights) before anything is measured.
  await page.waitForTimeout(3000);
  return page;
}

/**
 * The sort button of a column's header, in the DOM. Columns out of view are not (the grid virtualises
 * them): the grid is scrolled to its right end first, and left to settle.
 */
export async function revealSortButton(page: Page, column: string): Promise<Locator> {
  const button = page
    .getByRole('table', { name: 'Drivers' })
    .getByRole('button', { name: new RegExp(`^Sort(ed)? by ${column}`) })
    .first();
  if ((await button.count()) === 0) {
    await page.evaluate(SCROLL_TO_RIGHT_END);
    await button.waitFor();
    await page.waitForTimeout(1000);
  }
  return button;
}

/** Sorts by a column (the first click sorts one way, the next the other). */
export async function sortBy(page: Page, column: string) {
  await (await revealSortButton(page, column)).click();
}

const SCROLL_TO_RIGHT_END = `(() => {
  const container = document.querySelector('table[aria-label="Drivers"]').closest('.MuiTableContainer-root');
  container.scrollLeft = container.scrollWidth;
})()`;
