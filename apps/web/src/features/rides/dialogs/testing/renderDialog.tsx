import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { useAppStore } from '../../../../store/appStore';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** A staff user with no keys: what a dialog test runs as unless it signs someone else in. */
export const TEST_DISPATCHER = {
  id: 7,
  email: 'dispatcher@fleetdesk.test',
  username: 'dispatcher',
  first_name: 'Dana',
  last_name: 'Dispatch',
  phone_number: null,
  is_fleet: false,
  fleet_id: null,
  super_admin: false,
  is_read_only: false,
};

/**
 * Renders a dialog with the app's providers and a fake API: `answers` maps "METHOD /path" (no query)
 * to a JSON body or a [status, body] pair. Every call is recorded. Dialogs only open for a signed-in
 * user, so one is signed in (`TEST_DISPATCHER`) when the test has not. `cached` fills the query cache
 * before the dialog opens, as earlier screens would have.
 */
export function renderWithApi(
  ui: ReactElement,
  answers: Record<string, unknown> = {},
  cached: (queryClient: QueryClient) => void = () => undefined,
) {
  if (!useAppStore.getState().user) useAppStore.setState({ user: TEST_DISPATCHER });
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.split('?')[0] ?? url;
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`];
      const [status, body] = Array.isArray(answer) ? answer : [answer === undefined ? 404 : 200, answer];
      return new Response(JSON.stringify(body ?? { message: 'Not found.' }), { status });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  cached(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider />
      {ui}
    </QueryClientProvider>,
  );
  return { ...view, calls, queryClient };
}

/** The values the recorded calls sent for query parameter `name` (calls without it left out). */
export const queryValuesOf = (calls: readonly RecordedCall[], name: string) =>
  calls.flatMap((call) => new URL(call.url, 'http://localhost').searchParams.getAll(name));
