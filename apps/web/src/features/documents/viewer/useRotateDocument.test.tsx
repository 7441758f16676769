// @vitest-environment jsdom
import type { DocumentView } from '@fleetdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRotateDocument } from './useRotateDocument';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PRIVATE_URL = '/api/v1/files/private/documents/a.png?expires=1&signature=x';

describe('useRotateDocument', () => {
  it('asks for a private copy of the image, even of a document flagged public', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push({ url, ...JSON.parse(String(init.body)) });
        const answer = url.includes('rotate-image')
          ? {
              url: PRIVATE_URL,
              data: { id: 2, url: PRIVATE_URL, thumbnail_url: null, content_type: 'image/png', size: 1 },
            }
          : { document: { id: 7, url: PRIVATE_URL }, message: 'Great! You have updated document' };
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const onRotated = vi.fn();
    const { result } = renderHook(() => useRotateDocument(onRotated), { wrapper });
    await act(async () => {
      result.current.mutate({ id: 7, url: PRIVATE_URL, public: true } as DocumentView);
    });
    await waitFor(() => expect(onRotated).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ location: 'documents', public: 0 });
  });
});
