// @vitest-environment jsdom
import { documents } from '@fleetdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useDocumentMutation } from './documentQueries';

afterEach(cleanup);

describe('useDocumentMutation', () => {
  it.each([
    [409, true],
    [422, false],
  ])('after a %i refreshes the document lists: %s', async (status, refreshed) => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const onError = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useDocumentMutation(
          async (): Promise<{ message: string }> => {
            throw new ApiError(status, { message: 'This document was changed by someone else.' });
          },
          { onError },
        ),
      { wrapper },
    );
    await act(async () => result.current.mutate(undefined));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    const refreshedLists = invalidate.mock.calls.some(
      ([filters]) =>
        JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeyOf(documents.listDocuments)),
    );
    expect(refreshedLists).toBe(refreshed);
  });
});
