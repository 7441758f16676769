import { expect, test } from '@playwright/test';
import { ADMIN } from '../../support/auth';
import { query } from '../../support/db';
import { recordPosts } from '../../support/requests';
import { shot } from '../../support/shots';
import { openSignedIn } from '../platform/signedIn';

test.use({ viewport: { width: 1440, height: 900 } });

const countdownOf = async (text: string | null) => {
  const match = text?.match(/(\d+):(\d{2})/);
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
};

test('an admin notifies drivers with SMS: the toast, the count, the last launch and the countdown ticking', async ({
  page,
}) => {
  // A run of this spec earlier on the same server would still be counting down.
  await query(`update driver_notification_dispatches set created_at = now() - interval '1 hour'`);
  await openSignedIn(page, ADMIN, '/notify-drivers');
  await expect(page.getByRole('heading', { name: 'Notify Drivers' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Notify Drivers' });
  await expect(button).toBeEnabled();
  await shot(page, 'notify-drivers-ready');

  await page.getByRole('checkbox', { name: 'Send SMS' }).check();
  await button.click();
  await expect(page.getByText('Drivers notified successfully')).toBeVisible();

  const [dispatch] = await query<{ id: number; notified: number; sms: boolean }>(
    'select id, notified, sms from driver_notification_dispatches order by id desc limit 1',
  );
  expect(dispatch?.sms).toBe(true);
  expect(dispatch?.notified).toBeGreaterThan(0);

  // The button waits for the countdown; it reads about 10:00 and goes down second by second.
  await expect(button).toBeDisabled();
  const countdown = page.getByText(/Next notification available in/);
  await expect(countdown).toBeVisible();
  const first = await countdownOf(await countdown.textContent());
  expect(first).toBeGreaterThan(9 * 60);
  expect(first).toBeLessThanOrEqual(10 * 60);
  await expect
    .poll(async () => countdownOf(await countdown.textContent()), { timeout: 5000 })
    .toBeLessThan(first);

  // The page polls: once the job has messaged everyone, the last launch, its sender and count show.
  await expect(page.getByText(`Notified drivers: ${dispatch?.notified}`)).toBeVisible();
  await expect(page.getByText(/Last launch: .+ by Alicia Morgan/)).toBeVisible();
  await expect(page.getByText(/Last dispatch completed/)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('The previous notification dispatch has not been completed, please wait.'),
  ).toHaveCount(0);
  await shot(page, 'notify-drivers-countdown');

  // Every chosen driver got a push and an SMS, recorded in the outbox once each.
  const [sent] = await query<{ push: number; sms: number }>(
    `select count(*) filter (where channel = 'push')::int as push,
       count(*) filter (where channel = 'sms')::int as sms
     from outbox where body like 'Rides are waiting%' and created_at >= (
       select created_at from driver_notification_dispatches where id = $1)`,
    [dispatch?.id],
  );
  expect(sent).toEqual({ push: dispatch?.notified, sms: dispatch?.notified });
});

test('a double click on Notify Drivers notifies once, without "previous dispatch not completed"', async ({
  page,
}) => {
  // The test before this one, or an earlier run, would still be counting down.
  await query(`update driver_notification_dispatches set created_at = now() - interval '1 hour'`);
  await openSignedIn(page, ADMIN, '/notify-drivers');
  const posts = recordPosts(page, /notifier\/notify-drivers$/);
  const notify = page.getByRole('button', { name: 'Notify Drivers' });
  await expect(notify).toBeEnabled({ timeout: 15_000 });
  await notify.dblclick();
  await expect(page.getByText('Drivers notified successfully')).toBeVisible();
  // Time for a second request and its answer to arrive, had one been sent.
  await page.waitForTimeout(1000);
  expect(posts).toHaveLength(1);
  await expect(page.getByText(/previous notification dispatch has not been completed/)).toHaveCount(0);
});
