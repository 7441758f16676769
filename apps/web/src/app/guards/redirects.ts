import { HOME_PATH } from '@fleetdesk/contract';

export const LOGIN_PATH = '/login';
export const ACCESS_DENIED_PATH = '/access-denied';

/** The login page address that brings the user back to `location` after sign-in. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const back = `${location.pathname}${location.search}`;
  if (back === '/' || location.pathname === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}

/** Where to go after sign-in: the `redirect` query value when it is a path of this app, else home. */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  // Only same-origin paths: `//host` and `/\host` would leave the app (open redirect).
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return target;
}
