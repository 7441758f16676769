import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { startAnotherInstance } from '../../support/instances';
import { openSignedIn } from './signedIn';

// The dispatcher holds no surge, routing, stats, reporting or developer keys (the demo seed).
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test("the dispatcher's menu lacks the entries they hold no key for", async ({ page }) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  await page.getByRole('button', { name: 'Expand menu' }).click();
  for (const entry of ['Rides', 'Drivers', 'Cars', 'Documents']) {
    await expect(menu(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  for (const entry of [
    'Surge',
    'Stats',
    'Routing',
    'Notify Drivers',
    'Bank File',
    'Daily Revenue Stats',
    'Webhooks',
  ]) {
    await expect(menu(page).getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  }
  await expect(menu(page).getByRole('button', { name: 'Reporting' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Rides', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/surge');
  await expect(page).toHaveURL('/surge');
  await expect(
    page.getByText("You don't have permission to access this data. Contact your admin."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/rides');
});

test('on a 768-pixel laptop every entry of the rail is in view without scrolling it', async ({ page }) => {
  // What a 1366 × 768 screen leaves for the page under the browser's own bars; the super admin sees
  // every entry, the last being Fleet Settings.
  await page.setViewportSize({ width: 1366, height: 650 });
  await openSignedIn(page, ADMIN, '/rides');
  await expect(menu(page).getByRole('link', { name: 'Rides', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(menu(page).getByRole('link', { name: 'Fleet Settings' })).toBeInViewport({ ratio: 1 });
});

test('on a 1024-pixel screen the rides header keeps the clock and the user menu in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openSignedIn(page, ADMIN, '/rides');
  const shortcuts = page.getByRole('group', { name: 'Rides shortcuts' });
  await expect(shortcuts.getByRole('button', { name: 'Active' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('timer', { name: 'New York time' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
  // The shortcuts past the edge are scrolled to, not lost.
  const release = shortcuts.getByRole('button', { name: 'Release MP' });
  await release.scrollIntoViewIfNeeded();
  await expect(release).toBeInViewport({ ratio: 1 });
});

test('the shell: rail, clock, map theme, on-time widget, 404, and dialogs closing on a path change', async ({
  page,
}) => {
  await openSignedIn(page, DISPATCHER, '/rides');
  const rail = menu(page);
  await expect(rail).toHaveCSS('width', '62px');
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(rail).toHaveCSS('width', '240px');
  await rail.getByRole('link', { name: 'Drivers', exact: true }).click();
  await expect(page).toHaveURL('/drivers');
  await expect(rail.getByRole('link', { name: 'Drivers', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const clock = page.getByRole('timer', { name: 'New York time' });
  const firstReading = await clock.textContent();
  await expect(clock).toContainText(/\d{1,2}:\d{2}:\d{2} (AM|PM)/);
  // The clock ticks: a frozen one fails. The wait is the usual one, not a second or two: the drivers
  // grid being drawn right after the click can hold the page's timers on a busy machine.
  await expect(clock).not.toHaveText(firstReading ?? '');

  await page.getByRole('button', { name: 'Switch map theme to dark' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch map theme to light' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'On-time pickups' })).toHaveCount(0);
  await rail.getByRole('link', { name: 'Rides', exact: true }).click();
  await expect(page.getByRole('region', { name: 'On-time pickups' })).toContainText('Sentry');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/drivers');
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeHidden();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(rail).toBeVisible();
});

test('the error page shows its buttons, copies the report and clears local storage after confirming', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, DISPATCHER, '/rides');
  await page.evaluate(() => localStorage.setItem('fleetdesk.crash-test', '1'));
  await page.goto('/rides?__crash=1');

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Try reloading the page')).toBeVisible();
  await expect(page.getByText(/Error ID: \w+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy Error for Support' }).click();
  await expect(page.getByText('Copied in clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Crash test requested');

  await page.getByRole('button', { name: 'Clear Local Storage' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  // Everything is gone, the session included: the reloaded page asks to sign in.
  await expect(page).toHaveURL('/login?redirect=%2Frides%3F__crash%3D1');
});

test('the version banner appears when the server version changes', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, DISPATCHER, '/rides');
  const banner = page.getByRole('status').filter({ hasText: 'A new version of Fleetdesk' });
  await expect(page.getByRole('textbox', { name: 'Search rides' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A deploy: another instance on the same database announces its version to every browser.
  const instance = await startAnotherInstance({ version: 'e2e-next' });
  try {
    await expect(banner).toContainText('(e2e-next)', { timeout: 30_000 });
    await expect(banner).toContainText(/reloads in [45]:\d\d/);
  } finally {
    await instance.stop();
  }
});

test('after 180 s without activity the user is marked idle until they move again', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, DISPATCHER, '/rides');
  const idle = page.getByText('Idle · updates paused');
  await page.clock.fastForward('02:50');
  await expect(idle).toHaveCount(0);
  await page.clock.fastForward('00:15');
  await expect(idle).toBeVisible();
  await page.mouse.move(200, 300);
  await expect(idle).toBeHidden();
});

test('on a 768-pixel window the expanded rail still shows every entry without scrolling it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openSignedIn(page, ADMIN, '/rides');
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(menu(page)).toHaveCSS('width', '240px');
  // The labels made each row 6 px taller than an icon-only one: Reporting and Fleet Settings went under the fold.
  await expect(menu(page).getByRole('button', { name: 'Reporting' })).toBeInViewport({ ratio: 1 });
  await expect(menu(page).getByRole('link', { name: 'Fleet Settings' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeInViewport({ ratio: 1 });
});
