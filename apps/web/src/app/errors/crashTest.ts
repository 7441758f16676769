/**
 * Lets a browser test (against the production build) reach the error page: with the localStorage flag
 * `fleetdesk.crash-test` set to '1', a page opened with `?__crash=1` throws while rendering.
 */
export const CRASH_TEST_FLAG = 'fleetdesk.crash-test';
export const CRASH_TEST_PARAM = '__crash';

export function isCrashRequested(search: string, storage: Pick<Storage, 'getItem'>): boolean {
  return (
    new URLSearchParams(search).get(CRASH_TEST_PARAM) === '1' && storage.getItem(CRASH_TEST_FLAG) === '1'
  );
}
