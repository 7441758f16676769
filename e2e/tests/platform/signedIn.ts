import type { Page } from '@playwright/test';
import { apiSignIn } from '../../support/auth';

const STORE_KEY = 'fleetdesk.store';
const STORE_VERSION = 6;

interface VerifiedSession {
  token: string;
  expires_at: string;
  user: Record<string, unknown>;
  permissions: string[];
}

/**
 * Signs in over the API. Two spec files signing the same user in at once can race for one code (the
 * second request falls inside the first one's cooldown), so a failed attempt is tried again.
 */
async function signInOverApi(email: string): Promise<VerifiedSession> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await apiSignIn(email)) as unknown as VerifiedSession;
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }
}

/** Writes a session into the app's persisted store, as a sign-in through the form would. */
export async function storeSession(
  page: Page,
  session: Partial<VerifiedSession> & Pick<VerifiedSession, 'user'>,
) {
  const state = {
    token: session.token ?? null,
    tokenExpiresAt: session.expires_at ?? null,
    user: session.user,
    permissions: session.permissions ?? [],
    agreedToTerms: true,
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORE_KEY,
    JSON.stringify({ state, version: STORE_VERSION }),
  ] as const);
}

/**
 * Opens `path` with `session` stored. The store is written from a page of the same origin where the app
 * does not run (the version answer): an app already open there could write its own session back over
 * it (an account refresh landing in between), and the page would open as the user before.
 */
export async function openWithSession(
  page: Page,
  session: Partial<VerifiedSession> & Pick<VerifiedSession, 'user'>,
  path: string,
): Promise<void> {
  await page.goto('/api/v1/version');
  await storeSession(page, session);
  await page.goto(path);
}

/** Opens `path` signed in as `email`, without going through the sign-in form. */
export async function openSignedIn(page: Page, email: string, path: string): Promise<VerifiedSession> {
  const session = await signInOverApi(email);
  await openWithSession(page, session, path);
  return session;
}
