// @vitest-environment jsdom
import { sentryBilling as api, maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../rides/dialogs/testing/renderDialog';
import { BatchEditor } from './BatchEditor';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
  vi.unstubAllGlobals();
});

const INVOICE: api.SentryInvoice = {
  id: 12,
  status: 'open',
  note: null,
  from_datetime: '2026-03-02T05:00:00.000Z',
  to_datetime: '2026-03-09T03:59:59.999Z',
  total_rides: 0,
  billed_amount: 0,
  invoiced_rides: 0,
  problem_rides: null,
  created_by: null,
  created_at: '2026-03-09T10:00:00.000Z',
  updated_at: '2026-03-09T10:00:00.000Z',
};

describe('BatchEditor', () => {
  it("tells an over-long note under the field in the contract's words and keeps SAVE off", () => {
    useAppStore.setState({ user: TEST_DISPATCHER, permissions: ['sentry.manage'] });
    renderWithApi(<BatchEditor invoice={INVOICE} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    fireEvent.change(notes, { target: { value: 'n'.repeat(api.SENTRY_NOTE_MAX + 1) } });
    expect(screen.getByText(maxCharactersMessage(api.SENTRY_NOTE_MAX))).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(notes, { target: { value: 'Week 10' } });
    expect(screen.queryByText(maxCharactersMessage(api.SENTRY_NOTE_MAX))).toBeNull();
    expect(save.disabled).toBe(false);
  });
});
