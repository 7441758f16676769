// @vitest-environment jsdom
import { ENDPOINTS } from '@fleetdesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store/appStore';
import { ROUTING_STATE_KEY, saveRoutingState } from '../store/routingState';
import { ApiError } from './ApiError';
import { callEndpoint, toQueryString } from './client';
import { NoAnswerError } from './fetchAnswer';

const user = {
  id: 1,
  email: 'fleet@fleetdesk.test',
  username: 'fleet',
  first_name: 'Farid',
  last_name: 'Haddad',
  phone_number: null,
  is_fleet: true,
  fleet_id: 2,
  super_admin: false,
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  useAppStore.setState({ token: 'secret', tokenExpiresAt: null, user, permissions: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it('calls a fleet user’s session endpoints under /api/v1/fleet with the bearer token', async () => {
    const fetchMock = answer(200, { message: 'Signed out.' });
    await expect(callEndpoint(ENDPOINTS['auth.logout'])).resolves.toEqual({ message: 'Signed out.' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/fleet/auth/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret');
  });

  it('calls public endpoints under /api/v1 even for fleet users', async () => {
    const fetchMock = answer(200, { version: '1.0.0' });
    await callEndpoint(ENDPOINTS['metrics.version']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/version');
  });

  it('fills path parameters and sends the body as JSON', async () => {
    useAppStore.setState({ user: { ...user, is_fleet: false } });
    const fetchMock = answer(200, {});
    await callEndpoint(ENDPOINTS['settings.updateFleet'], {
      params: { id: 4 },
      body: { display_brokers_logo: true },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/admin/fleets/4');
    expect(init?.body).toBe('{"display_brokers_logo":true}');
  });

  it('throws ApiError with the body and ends the session on 401', async () => {
    answer(401, { message: 'Unauthenticated.' });
    const error = await callEndpoint(ENDPOINTS['account.get']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(useAppStore.getState().token).toBeNull();
    expect(useAppStore.getState().user).toEqual(user);
  });

  it('keeps the session on 403 and on validation errors', async () => {
    answer(403, { message: 'You do not have permission to perform this action' });
    await expect(callEndpoint(ENDPOINTS['account.get'])).rejects.toBeInstanceOf(ApiError);
    answer(422, { message: 'Code is invalid. Please try again!' });
    await expect(
      callEndpoint(ENDPOINTS['auth.verifyCode'], {
        body: { email: 'a@b.co', password: 'x', type: 'sms', verification_code: '123456' },
      }),
    ).rejects.toThrow('Code is invalid. Please try again!');
    expect(useAppStore.getState().token).toBe('secret');
  });

  it('does not end a newer session on an answer to a call sent with an older token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        useAppStore.setState({ token: 'signed-in-again' }); // a sign-in while the call was out
        return new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 });
      }),
    );
    await expect(callEndpoint(ENDPOINTS['account.get'])).rejects.toBeInstanceOf(ApiError);
    expect(useAppStore.getState().token).toBe('signed-in-again');
  });

  it("tells a call with no answer in the product's words, not the browser's, and keeps the session", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await callEndpoint(ENDPOINTS['account.get']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoAnswerError);
    expect((error as Error).message).toBe(
      'Something wrong: the server did not answer. Check the connection and try again.',
    );
    expect(useAppStore.getState().token).toBe('secret');
  });

  it('leaves a call the caller cancelled an abort', async () => {
    const cancel = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        cancel.abort();
        throw init.signal?.reason;
      }),
    );
    const error = await callEndpoint(ENDPOINTS['account.get'], {}, { signal: cancel.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(NoAnswerError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('company-state header', () => {
  const companyStateOf = (fetchMock: ReturnType<typeof answer>) =>
    new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('company-state');

  it('is sent as NY on a fleet user’s calls', async () => {
    const fetchMock = answer(200, { message: 'Signed out.' });
    await callEndpoint(ENDPOINTS['auth.logout']);
    expect(companyStateOf(fetchMock)).toBe('NY');
  });

  it('is not sent on a fleet user’s public calls nor on staff calls', async () => {
    const publicCall = answer(200, { version: '1.0.0' });
    await callEndpoint(ENDPOINTS['metrics.version']);
    expect(companyStateOf(publicCall)).toBeNull();
    useAppStore.setState({ user: { ...user, is_fleet: false } });
    const staffCall = answer(200, { message: 'Signed out.' });
    await callEndpoint(ENDPOINTS['auth.logout']);
    expect(companyStateOf(staffCall)).toBeNull();
  });

  it('goes with a staff user’s routing calls', async () => {
    useAppStore.setState({ user: { ...user, is_fleet: false } });
    const fetchMock = answer(200, {});
    await callEndpoint({ ...ENDPOINTS['account.get'], path: '/routing/routes' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/routing/routes');
    expect(companyStateOf(fetchMock)).toBe('NY');
  });

  it('carries the routing state chosen on Routing Home once one is saved', async () => {
    useAppStore.setState({ user: { ...user, is_fleet: false } });
    saveRoutingState('NJ');
    const fetchMock = answer(200, {});
    await callEndpoint({ ...ENDPOINTS['account.get'], path: '/routing/stats' });
    localStorage.removeItem(ROUTING_STATE_KEY);
    expect(companyStateOf(fetchMock)).toBe('NJ');
  });
});

describe('toQueryString', () => {
  it('leaves out empty values and sends lists as comma lists', () => {
    expect(toQueryString({ page: 2, statuses: ['pending', 'assigned'], search: '', fleet: null })).toBe(
      '?page=2&statuses=pending%2Cassigned',
    );
    expect(toQueryString(undefined)).toBe('');
  });
});
