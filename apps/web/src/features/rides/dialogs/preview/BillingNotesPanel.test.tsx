// @vitest-environment jsdom
import { BILLING_NOTES_REFRESH_MS, type Note } from '@fleetdesk/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { BillingNotesPanel } from './BillingNotesPanel';

const billingNote = (id: number, body: string, vendorStatus: 'pending' | 'success'): Note => ({
  id,
  entity_type: 'ride',
  entity_id: 501,
  category: 'billing',
  body,
  added_by: 'Dana Smith',
  admin_id: 3,
  created_at: '2026-11-22T14:10:00.000Z',
  webhooks: [
    {
      name: 'Sentry',
      response: null,
      exception: null,
      status: 'sent',
      response_status_code: vendorStatus === 'success' ? 200 : null,
      vendor_status: vendorStatus,
    },
  ],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BillingNotesPanel', () => {
  it("refreshes every 10 s, so a webhook's answer and a colleague's note show up", async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/rides/501/notes': { notes: [billingNote(1, 'Billed twice', 'pending')] },
    };
    renderWithApi(<BillingNotesPanel rideId={501} />, answers);
    await vi.waitFor(() => expect(screen.getByText('Sentry: pending')).toBeTruthy());

    answers['GET /api/v1/rides/501/notes'] = {
      notes: [billingNote(1, 'Billed twice', 'success'), billingNote(2, 'Refund sent', 'pending')],
    };
    await act(() => vi.advanceTimersByTimeAsync(BILLING_NOTES_REFRESH_MS - 100));
    expect(screen.queryByText('Refund sent')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(screen.getByText('Refund sent')).toBeTruthy());
    expect(screen.getByText('Sentry: success (200)')).toBeTruthy();
  });
});
