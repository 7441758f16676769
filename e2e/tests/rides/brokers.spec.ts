import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DISPATCHER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { claimRide, detail, expectDisabledWithTooltip, openRideFor } from './ridesPage';

test.use({ viewport: { width: 1600, height: 900 } });

/** Broker rides whose trip id the broker simulator accepts (a FAIL mark makes it refuse). */
const brokerRides = (broker: string) => `c.broker_key = '${broker}' and r.reference_id not like '%FAIL%'`;

interface BrokerCall {
  broker: string;
  action: string;
  status_code: number | null;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
}

/** What the server sent each broker about a ride, and what the broker simulator answered. */
const brokerCalls = (rideId: number) =>
  query<BrokerCall>(
    'select broker, action, status_code, request, response from broker_calls where ride_id = $1 order by id',
    [rideId],
  );

async function rideState(rideId: number) {
  const [row] = await query<{ status: string; is_marketplace_ride: boolean; reference_id: string }>(
    'select status, is_marketplace_ride, reference_id from rides where id = $1',
    [rideId],
  );
  if (!row) throw new Error(`Ride ${rideId} is gone`);
  return row;
}

async function openCancelDialog(page: Page, rideId: number) {
  await detail(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Cancel Ride ${rideId}`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseOption(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A staff user holding every dispatcher key but `withoutKey`, with the demo password. */
async function staffWithout(withoutKey: string): Promise<string> {
  const name = `nokey${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@fleetdesk.test`;
  await query(
    `with role as (insert into roles (name) values ($1) returning id),
     grants as (
       insert into role_permissions (role_id, permission_id)
       select role.id, rp.permission_id from role, role_permissions rp
       join permissions p on p.id = rp.permission_id
       where rp.role_id = (select id from roles where name = 'Dispatcher') and p.key <> $3
       returning 1),
     admin as (
       insert into admins (email, username, first_name, last_name, password_hash, terms_agreed_at)
       select $2, $1, 'Nora', 'Nokey', password_hash, now() from admins where lower(email) = lower($4)
       returning id)
     insert into admin_roles (admin_id, role_id, company_id)
     select admin.id, role.id, 39 from admin, role`,
    [name, email, withoutKey, DISPATCHER],
  );
  return email;
}

/** The server's answer to a call the page refuses to make. */
async function apiPost(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  return { status: response.status(), body: (await response.json()) as { message: string } };
}

test("a Sentry ride cancelled by the user needs one of Sentry's reasons, and Sentry gets the call", async ({
  page,
  request,
}) => {
  const rideId = await claimRide(brokerRides('sentry'), { status: 'assigned' });
  const session = await openRideFor(page, DISPATCHER, rideId);
  const dialog = await openCancelDialog(page, rideId);
  await expect(dialog).toContainText('Cancelled at Sentry too');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });

  await chooseOption(page, dialog, 'Status', 'User Canceled');
  await expect(confirm).toBeDisabled();
  // The reasons are Sentry's own list, as the server serves it.
  const reasons = await request.get('/api/v1/rides/sentry/cancel-reasons', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const served = ((await reasons.json()) as { cancel_reasons: { id: number; name: string }[] })
    .cancel_reasons;
  expect(served.length).toBeGreaterThan(1);
  await dialog.getByRole('combobox', { name: /^Reason/ }).click();
  await expect(page.getByRole('option')).toHaveText(served.map((reason) => reason.name));
  const chosen = served[served.length - 1] as { id: number; name: string };
  await page.getByRole('option', { name: chosen.name, exact: true }).click();
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Rider is staying at the hospital');
  await expect(confirm).toBeEnabled();
  await shot(page, 'cancel-sentry');
  await confirm.click();

  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(detail(page).getByText('User Canceled', { exact: true })).toBeVisible();
  await expect(detail(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  const ride = await rideState(rideId);
  expect(ride.status).toBe('user_canceled');
  const calls = await brokerCalls(rideId);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({
    broker: 'sentry',
    action: 'cancel',
    status_code: 200,
    request: { reference_id: ride.reference_id, status: 'user_canceled', reason_id: chosen.id },
    // Written by the broker simulator: it received the trip id and the verb.
    response: { trip_id: ride.reference_id, action: 'cancel' },
  });
});

test('an Arro ride is cancelled with a status and a note of at least 5 characters', async ({ page }) => {
  const rideId = await claimRide(brokerRides('arro'), { status: 'accepted' });
  await openRideFor(page, DISPATCHER, rideId);
  const dialog = await openCancelDialog(page, rideId);
  await expect(dialog).toContainText('Cancelled at Arro too');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await chooseOption(page, dialog, 'Status', 'Company Canceled');
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  await reason.fill('Dup');
  await expect(dialog.getByText('Must be at least 5 characters')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await reason.fill('Trip booked twice by the clinic');
  await expect(confirm).toBeEnabled();
  await shot(page, 'cancel-arro');
  await confirm.click();

  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  await expect(detail(page).getByText('Company Canceled', { exact: true })).toBeVisible();
  const ride = await rideState(rideId);
  expect(ride.status).toBe('company_canceled');
  expect(await brokerCalls(rideId)).toMatchObject([
    {
      broker: 'arro',
      action: 'cancel',
      status_code: 200,
      request: {
        reference_id: ride.reference_id,
        status: 'company_canceled',
        reason: 'Trip booked twice by the clinic',
      },
      response: { trip_id: ride.reference_id, action: 'cancel' },
    },
  ]);
});

test('an Arro ride is rejected back to the Arro marketplace, then taken on again', async ({ page }) => {
  const rideId = await claimRide(brokerRides('arro'), { status: 'pending', withDriver: false });
  await openRideFor(page, DISPATCHER, rideId);
  await expect(detail(page).getByRole('button', { name: 'Take Ride' })).toHaveCount(0);
  await detail(page).getByRole('button', { name: 'Reject', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Reject ride' });
  await expect(question).toContainText(`Give ride ${rideId} back to the broker?`);
  await question.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Great! You have rejected the ride')).toBeVisible();
  expect((await rideState(rideId)).is_marketplace_ride).toBe(true);

  // Now a marketplace ride: no Reject, but Take Ride.
  const take = detail(page).getByRole('button', { name: 'Take Ride' });
  await expect(detail(page).getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await take.click();
  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  await expect(take).toHaveCount(0);
  await expect(detail(page).getByRole('button', { name: 'Reject', exact: true })).toBeEnabled();
  const ride = await rideState(rideId);
  expect(ride).toMatchObject({ status: 'pending', is_marketplace_ride: false });
  expect((await brokerCalls(rideId)).map((call) => [call.broker, call.action, call.status_code])).toEqual([
    ['arro', 'reject', 200],
    ['arro', 'take', 200],
  ]);
});

test('rejecting a Sentry ride needs the Sentry reject key', async ({ page, browser, request }) => {
  const rideId = await claimRide(brokerRides('sentry'), { status: 'pending', withDriver: false });
  const withoutKey = await staffWithout('rides.reject-sentry');
  const session = await openRideFor(page, withoutKey, rideId);
  await expectDisabledWithTooltip(page, 'Reject', 'You do not have permission to reject Sentry rides');
  // The server refuses the call the button does not make, in the same words.
  const refused = await apiPost(request, session.token, `/rides/${rideId}/sentry/reject`, {});
  expect(refused).toEqual({
    status: 403,
    body: expect.objectContaining({ message: 'You do not have permission to reject Sentry rides' }),
  });
  expect(await brokerCalls(rideId)).toEqual([]);

  const dispatcherContext = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const dispatcher = await dispatcherContext.newPage();
  await openRideFor(dispatcher, DISPATCHER, rideId);
  await detail(dispatcher).getByRole('button', { name: 'Reject', exact: true }).click();
  await dispatcher
    .getByRole('dialog', { name: 'Reject ride' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(dispatcher.getByText('Great! You have rejected the ride')).toBeVisible();
  expect(await rideState(rideId)).toMatchObject({ status: 'pending', is_marketplace_ride: true });
  expect(await brokerCalls(rideId)).toMatchObject([{ broker: 'sentry', action: 'reject', status_code: 200 }]);
  // Back on Sentry's marketplace, it can no longer be cancelled from here.
  await expectDisabledWithTooltip(
    dispatcher,
    'Cancel',
    'Cancellation is disabled for Sentry Marketplace trips',
  );
  await dispatcherContext.close();
});

test('an MTA ride (vendor 15) cannot be cancelled from the back office', async ({ page, request }) => {
  const rideId = await claimRide(brokerRides('mta'), { status: 'assigned' });
  const session = await openRideFor(page, DISPATCHER, rideId);
  await expectDisabledWithTooltip(page, 'Cancel', 'Access denied');
  const [row] = await query<{ updated_at: Date }>('select updated_at from rides where id = $1', [rideId]);
  const refused = await apiPost(request, session.token, `/rides/${rideId}`, {
    status: 'company_canceled',
    note: 'Trying anyway',
    updated_at: row?.updated_at.toISOString(),
  });
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: 'Access denied' }) });
  expect((await rideState(rideId)).status).toBe('assigned');
});

test('a Sentry 2 marketplace trip cannot be cancelled, and the server agrees', async ({ page, request }) => {
  const rideId = await claimRide(brokerRides('sentry2'), {
    status: 'pending',
    withDriver: false,
    marketplace: true,
  });
  const session = await openRideFor(page, DISPATCHER, rideId);
  const message = 'Cancellation is disabled for Sentry 2 Marketplace trips';
  await expectDisabledWithTooltip(page, 'Cancel', message);
  const [row] = await query<{ updated_at: Date }>('select updated_at from rides where id = $1', [rideId]);
  const refused = await apiPost(request, session.token, `/rides/${rideId}/sentry2/cancel`, {
    status: 'company_canceled',
    note: 'Trying anyway',
    updated_at: row?.updated_at.toISOString(),
  });
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message }) });
  expect(await brokerCalls(rideId)).toEqual([]);
});

test('a Sentry 2 ride is cancelled at Sentry 2 with a status and a note', async ({ page }) => {
  const rideId = await claimRide(brokerRides('sentry2'), { status: 'assigned' });
  await openRideFor(page, DISPATCHER, rideId);
  const dialog = await openCancelDialog(page, rideId);
  await expect(dialog).toContainText('Cancelled at Sentry 2 too');
  await chooseOption(page, dialog, 'Status', 'Driver Canceled');
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Car broke down on the way');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await shot(page, 'cancel-sentry2');
  await confirm.click();
  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  await expect(detail(page).getByText('Driver Canceled', { exact: true })).toBeVisible();
  expect((await rideState(rideId)).status).toBe('driver_canceled');
  expect(await brokerCalls(rideId)).toMatchObject([
    {
      broker: 'sentry2',
      action: 'cancel',
      status_code: 200,
      request: { status: 'driver_canceled', note: 'Car broke down on the way' },
    },
  ]);
});

test('an NYC TLC ride is cancelled by status, with a note of at least 5 characters and no broker call', async ({
  page,
}) => {
  const rideId = await claimRide(brokerRides('tlc'), { status: 'assigned' });
  await openRideFor(page, DISPATCHER, rideId);
  const dialog = await openCancelDialog(page, rideId);
  await expect(dialog).not.toContainText('Cancelled at');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await chooseOption(page, dialog, 'Status', 'User Canceled');
  const note = dialog.getByRole('textbox', { name: /Note/ });
  await note.fill('No');
  await expect(dialog.getByText('Must be at least 5 characters')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await note.fill('Rider cancelled by phone');
  await expect(confirm).toBeEnabled();
  await shot(page, 'cancel-status');
  await confirm.click();
  await expect(page.getByText(`Great! Ride ${rideId} was updated!`)).toBeVisible();
  await expect(detail(page).getByText('User Canceled', { exact: true })).toBeVisible();
  expect((await rideState(rideId)).status).toBe('user_canceled');
  expect(await brokerCalls(rideId)).toEqual([]);
  const [event] = await query<{ body: string }>(
    `select body from ride_events where ride_id = $1 and event_type = 'user_canceled' order by id desc limit 1`,
    [rideId],
  );
  expect(event?.body).toContain('Rider cancelled by phone');
});
