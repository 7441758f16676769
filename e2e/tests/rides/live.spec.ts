import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { ADMIN, DISPATCHER } from '../../support/auth';
import { shot } from '../../support/shots';
import { detail, findRide, openRideFor, rideRow, ridesTable } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

/** The dispatcher opens the ride and gives it to the first driver the Assign dialog lists. */
async function assignAsDispatcher(page: Page, rideId: number) {
  await openRideFor(page, DISPATCHER, rideId);
  await detail(page).getByRole('button', { name: 'Assign', exact: true }).click();
  const assign = page.getByRole('dialog', { name: `Assign driver · ride ${rideId}` });
  await assign.getByRole('row').nth(1).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await page
    .getByRole('dialog', { name: 'Assign driver', exact: true })
    .getByRole('button', { name: 'Assign' })
    .click();
  await expect(page.getByText('Great! You have assigned ride to the driver!')).toBeVisible();
}

test('a dispatcher assigns and moves a ride to Dropoff while a second browser sees each step live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const rideId = await findRide(`r.status = 'pending' and c.broker_key is null and r.driver_id is null`, 4);

  // The watcher keeps auto update on: live events change its listed row at once (the table's own
  // 10 s refresh runs either way; table-refresh.spec.ts covers it with auto update off).
  const watcherContext = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const watcher = await watcherContext.newPage();
  await openRideFor(watcher, ADMIN, rideId);
  await watcher.getByRole('button', { name: 'Settings' }).click();
  await expect(watcher.getByLabel('Auto update rides')).toBeChecked();
  await shot(watcher, 'rides-settings');
  await watcher.keyboard.press('Escape');
  const watchedRow = ridesTable(watcher).locator(`tr[data-ride-id="${rideId}"]`);
  await expect(watchedRow).toHaveAttribute('data-status', 'pending');

  await assignAsDispatcher(page, rideId);
  await expect(watchedRow).toHaveAttribute('data-status', 'assigned');
  await expect(detail(watcher).getByText('Assigned', { exact: true })).toBeVisible();

  const steps = [
    { button: 'En route', status: 'accepted', label: 'Accepted' },
    { button: 'On Location', status: 'arriving', label: 'On Location' },
    { button: 'Pickup', status: 'in_progress', label: 'In Progress' },
    { button: 'Dropoff', status: 'finished', label: 'Finished' },
  ];
  for (const step of steps) {
    await detail(page).getByRole('button', { name: step.button, exact: true }).click();
    await expect(ridesTable(page).locator(`tr[data-ride-id="${rideId}"]`)).toHaveAttribute(
      'data-status',
      step.status,
    );
    // The second browser follows without reloading.
    await expect(watchedRow).toHaveAttribute('data-status', step.status);
    await expect(detail(watcher).getByText(step.label, { exact: true }).first()).toBeVisible();
    expect((await rideRow(rideId))?.status).toBe(step.status);
  }
  await shot(watcher, 'rides-live-watcher');
  await watcherContext.close();
});

test('after its live updates dropped, an open ride detail catches up with what it missed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const rideId = await findRide(`r.status = 'pending' and c.broker_key is null and r.driver_id is null`, 5);
  const watcherContext = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const watcher = await watcherContext.newPage();
  // Every socket goes through the test, which can let a connection die quietly (its messages lost)
  // and then close it, as a network that drops a connection does; the browser reconnects at once.
  const connections: { socket: WebSocketRoute; isDead: boolean }[] = [];
  await watcher.routeWebSocket(/socket/, (socket) => {
    const connection = { socket, isDead: false };
    connections.push(connection);
    const server = socket.connectToServer();
    server.onMessage((message) => !connection.isDead && socket.send(message));
  });
  await openRideFor(watcher, ADMIN, rideId);
  await expect(detail(watcher).getByText('Pending', { exact: true })).toBeVisible();
  const firstConnection = connections.at(-1);
  if (!firstConnection) throw new Error('The page opened no socket');
  firstConnection.isDead = true;

  await assignAsDispatcher(page, rideId);
  await expect(detail(watcher).getByText('Pending', { exact: true })).toBeVisible();

  await firstConnection.socket.close();
  // The detail has no timed refresh of its own: without catching up it would stay Pending.
  await expect(detail(watcher).getByText('Assigned', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(detail(watcher).getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  await watcherContext.close();
});
