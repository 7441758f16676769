import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Renders a dialog with the app's providers and a fake API: `answers` maps "METHOD /path" (no query)
 * to a JSON body or a [status, body] pair. Every call is recorded.
 */
export function renderWithApi(ui: ReactElement, answers: Record<string, unknown> = {}) {
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
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider />
      {ui}
    </QueryClientProvider>,
  );
  return { ...view, calls, queryClient };
}
