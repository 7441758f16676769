import { expect, test } from '@playwright/test';
import { acceptedRideOfLocatedDriver } from '../locations/driverRides';
import { openRidesMapOn } from '../rides/ridesMap';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('the rides page with its map runs under the Content Security Policy without a violation', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  // Collected inside the page from its first script on, across every navigation.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });

  const ride = await acceptedRideOfLocatedDriver();
  const documentResponse = page.waitForResponse((r) => r.url().includes('/rides?search='));
  // Listened to from the socket's opening: its handshake is its first frames, the next ones a ping 25 s on.
  const socketAnswered = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived'));
  const map = await openRidesMapOn(page, ride.id);
  // The policy is really in force on the page under test.
  const csp = (await documentResponse).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");

  await expect(map.getByLabel(`Pickup: ${ride.start_address}`)).toBeVisible();
  await expect(map.getByLabel(/^Car of driver #\d+/)).toBeVisible();
  // The realtime socket (connect-src 'self' covers ws: on the same origin) opens and answers.
  await socketAnswered;

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
