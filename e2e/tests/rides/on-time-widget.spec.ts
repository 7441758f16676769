import { expect, test } from '@playwright/test';
import { FLEET_USER } from '../../support/auth';
import { query } from '../../support/db';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';

test.use({ viewport: { width: 1600, height: 900 } });

/** Today's (New York) Sentry rides of the fleet user's fleet: picked up, and picked up within 20 minutes. */
async function fleetSentryFigures(): Promise<string> {
  const [row] = await query<{ on_time: string; total: string }>(
    `select count(*) filter (where r.picked_up_at <= r.pickup_at + interval '20 minutes') as on_time,
            count(*) filter (where r.picked_up_at is not null) as total
     from rides r join companies c on c.id = r.company_id
     where c.broker_key = 'sentry'
       and r.fleet_id = (select fleet_id from admins where email = $1)
       and r.pickup_at >= (now() at time zone 'America/New_York')::date::timestamp at time zone 'America/New_York'
       and r.pickup_at < ((now() at time zone 'America/New_York')::date + 1)::timestamp at time zone 'America/New_York'`,
    [FLEET_USER],
  );
  return `${row?.on_time}/${row?.total}`;
}

test("a fleet user sees the on-time widget with their own fleet's figures", async ({ page }) => {
  await openSignedIn(page, FLEET_USER, '/rides');
  const widget = page.getByRole('region', { name: 'On-time pickups' });
  await expect(widget).toBeVisible({ timeout: 30_000 });
  const sentry = widget.getByText('Sentry', { exact: true }).locator('..');
  // Other specs rewrite demo rides while this one runs: compare again until both reads agree.
  await expect(async () => {
    await page.reload();
    await expect(sentry).toContainText(await fleetSentryFigures(), { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await shot(page.getByRole('banner'), 'h1-on-time-fleet');
});
