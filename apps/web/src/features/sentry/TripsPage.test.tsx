// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { queryValuesOf, renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { TripsPage } from './TripsPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
});

describe('TripsPage ?batch_id= link', () => {
  // '-1' went out and the list read 'could not be loaded. Too small: expected number to be >0'.
  it.each(['-1', '99999999999'])(
    'never sends the batch id %s, and lists the rides of the days',
    async (id) => {
      const { calls } = renderWithApi(
        <MemoryRouter initialEntries={[`/sentry/rides?batch_id=${id}`]}>
          <TripsPage />
        </MemoryRouter>,
      );
      await waitFor(() =>
        expect(calls.some((call) => call.url.includes('/billing/sentry/rides?'))).toBe(true),
      );
      expect(queryValuesOf(calls, 'batch_id')).toEqual([]);
      expect(queryValuesOf(calls, 'start_date')).not.toEqual([]);
    },
  );
});
