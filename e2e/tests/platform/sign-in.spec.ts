import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from '../../support/auth';
import { query, readLatestCode } from '../../support/db';
import { detail, findRide, openRideFor } from '../rides/ridesPage';
import { openSignedIn, storeSession } from './signedIn';

// One user per spec file: files run in parallel, and two sign-ins of one user at once share a code.
// Most spec files sign the admin in, so the form is tried with the demo's fleet manager, whom no other
// spec file uses.
const EMAIL = 'manager@fleetdesk.test';
/** What a browser keeps after signing in earlier; only its token decides whether it still works. */
const STORED_USER = {
  id: 6,
  email: EMAIL,
  username: 'manager',
  first_name: 'Marcus',
  last_name: 'Chen',
  phone_number: null,
  is_fleet: false,
  fleet_id: null,
  super_admin: false,
};

async function submitCredentials(page: Page) {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/**
 * Once the code step shows, the request is done and the newest code in the outbox is the valid one:
 * either just sent, or (inside the cooldown) the earlier one that still holds.
 */
async function enterCode(page: Page) {
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await readLatestCode(EMAIL));
}

test('staff signs in through all three steps and lands on /rides; the agreement is asked once', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

  await submitCredentials(page);
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await page.getByRole('button', { name: 'I Agree' }).click();

  await expect(page.getByRole('button', { name: /RESEND \(\d:\d\d\)/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'E-MAIL' })).toBeEnabled();
  await expect(page.getByText('We have sent a verification code by SMS.')).toBeVisible();
  await enterCode(page); // six digits submit by themselves

  await expect(page).toHaveURL('/rides');
  await expect(page.getByRole('textbox', { name: 'Search rides' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');

  // Agreement stored: the second sign-in goes straight from the password to the code.
  await submitCredentials(page);
  await enterCode(page);
  await expect(page).toHaveURL('/rides');
});

test('the login form validates, shows the password on demand, and Cancel returns to step 1', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
});

test('a wrong code is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByLabel('Verification code').fill('000000');
  await expect(page.getByText('Code is invalid. Please try again!')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('an invalid token leads to the login page with the redirect kept, and back there after sign-in', async ({
  page,
}) => {
  await page.goto('/login');
  await storeSession(page, { token: 'not-a-valid-token', user: STORED_USER });
  await page.goto('/drivers?page=2');
  await expect(page).toHaveURL('/login?redirect=%2Fdrivers%3Fpage%3D2');

  await submitCredentials(page);
  await enterCode(page);
  await expect(page).toHaveURL('/drivers?page=2');
  await expect(page.getByRole('heading', { name: 'Drivers' })).toBeVisible();
});

test('an expired token leads to the login page with the redirect kept', async ({ page }) => {
  await page.goto('/login');
  const expiredAt = new Date(Date.now() - 60_000).toISOString();
  await storeSession(page, { token: 'expired-token', expires_at: expiredAt, user: STORED_USER });
  await page.goto('/cars');
  await expect(page).toHaveURL('/login?redirect=%2Fcars');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a session revoked while a note is sent leads to sign-in without a failure toast, and back to the note', async ({
  page,
}) => {
  // Company 42 is where the manager dispatches (db/seed/people.ts).
  const rideId = await findRide('r.company_id = 42 and c.broker_key is null');
  const session = await openRideFor(page, EMAIL, rideId);
  const box = detail(page).getByRole('textbox', { name: 'Add a note' });
  await box.fill('Gate code 4411');
  const tokenHash = createHash('sha256').update(session.token).digest('hex');
  await query('update sessions set revoked_at = now() where token_hash = $1', [tokenHash]);
  await box.press('Enter');
  await expect(page).toHaveURL('/login?redirect=%2Frides');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The login page is the message: no 'Ooops! Something wrong!' beside it.
  await expect(page.getByRole('alert')).toHaveCount(0);

  await submitCredentials(page);
  await enterCode(page);
  await expect(page.getByRole('heading', { name: `Ride #${rideId}` })).toBeVisible({ timeout: 30_000 });
  await expect(detail(page).getByRole('textbox', { name: 'Add a note' })).toHaveValue('Gate code 4411');
});

test('visiting /login with a live session goes to the redirect', async ({ page }) => {
  await openSignedIn(page, EMAIL, '/login?redirect=%2Fcars');
  await expect(page).toHaveURL('/cars');
});

test('every open tab follows a sign-out and a sign-in made in another tab', async ({ page, context }) => {
  await openSignedIn(page, ADMIN, '/drivers');
  await expect(page.getByRole('heading', { name: 'Drivers' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/rides');
  await other.getByRole('button', { name: 'User menu' }).click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(other).toHaveURL('/login');
  await expect(page).toHaveURL('/login?redirect=%2Fdrivers');

  await submitCredentials(other);
  await enterCode(other);
  await expect(other).toHaveURL('/rides');
  // The first tab is back on its page as the user who signed in, not left on the login page.
  await expect(page).toHaveURL('/drivers');
  await expect(page.getByRole('banner').getByText('Marcus Chen')).toBeVisible();
  // What it saves next keeps that session: the other tab, reloaded, is still the manager's.
  await page.getByRole('button', { name: /^Switch map theme/ }).click();
  await other.reload();
  await expect(other.getByRole('banner').getByText('Marcus Chen')).toBeVisible();
});
