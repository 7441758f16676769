import { APP_ROUTES, type AppRoute, type AuthUser } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from './access';
import { decideRouteAccess } from './routeDecision';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const route = (path: string): AppRoute => {
  const found = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const session = (overrides: Partial<AuthUser> = {}, permissions: string[] = []): SessionSnapshot => ({
  token: 'token',
  tokenExpiresAt: '2025-06-01T18:00:00Z',
  user: {
    id: 1,
    email: 'a@fleetdesk.test',
    username: 'a',
    first_name: 'A',
    last_name: 'B',
    phone_number: null,
    is_fleet: false,
    fleet_id: null,
    super_admin: false,
    ...overrides,
  },
  permissions,
});

describe('decideRouteAccess', () => {
  it('sends to sign-in without a token, without a user, or with an expired token', () => {
    expect(decideRouteAccess(route('/rides'), { ...session(), token: null }, NOW)).toBe('sign-in');
    expect(decideRouteAccess(route('/rides'), { ...session(), user: null }, NOW)).toBe('sign-in');
    expect(
      decideRouteAccess(route('/rides'), { ...session(), tokenExpiresAt: '2025-06-01T11:59:59Z' }, NOW),
    ).toBe('sign-in');
    expect(decideRouteAccess(null, { ...session(), token: null }, NOW)).toBe('sign-in');
  });

  it('lets staff open open routes and routes whose key they hold', () => {
    expect(decideRouteAccess(route('/rides'), session(), NOW)).toBe('allow');
    expect(decideRouteAccess(route('/surge'), session({}, ['surge.view']), NOW)).toBe('allow');
  });

  it('shows access denied to staff without the key, unless super admin', () => {
    expect(decideRouteAccess(route('/surge'), session(), NOW)).toBe('no-permission');
    expect(decideRouteAccess(route('/routing/home'), session({}, ['surge.view']), NOW)).toBe('no-permission');
    expect(decideRouteAccess(route('/surge'), session({ super_admin: true }), NOW)).toBe('allow');
  });

  it('accepts the second spelling of a key', () => {
    const billingNotesRoute = { ...route('/rides'), permission: 'rides.view-billing-notes' as const };
    expect(decideRouteAccess(billingNotesRoute, session({}, ['rides.viewBillingNotes']), NOW)).toBe('allow');
  });

  it('sends fleet users to /access-denied from any route not flagged for fleets', () => {
    const fleet = session({ is_fleet: true, fleet_id: 3 });
    expect(decideRouteAccess(route('/surge'), fleet, NOW)).toBe('fleet-denied');
    expect(
      decideRouteAccess(route('/settings/fleets'), { ...fleet, permissions: ['admin_settings.view'] }, NOW),
    ).toBe('fleet-denied');
  });

  it('lets fleet users open fleet routes without permission keys', () => {
    const fleet = session({ is_fleet: true, fleet_id: 3 });
    for (const path of ['/rides', '/drivers', '/driver/:id', '/cars', '/routes', '/access-denied']) {
      expect(decideRouteAccess(route(path), fleet, NOW)).toBe('allow');
    }
  });

  it('lets everyone signed in reach the 404 page of an unknown path', () => {
    expect(decideRouteAccess(null, session({ is_fleet: true }), NOW)).toBe('allow');
    expect(decideRouteAccess(null, session(), NOW)).toBe('allow');
  });
});
