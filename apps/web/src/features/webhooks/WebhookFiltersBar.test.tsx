// @vitest-environment jsdom
import { maxCharactersMessage, webhooks } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { WebhookFiltersBar } from './WebhookFiltersBar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WebhookFiltersBar', () => {
  it('says under the search what the server refuses, and keeps APPLY from sending it', () => {
    const onApply = vi.fn();
    renderWithApi(<WebhookFiltersBar onApply={onApply} />, { 'GET /api/v1/vendors': { vendors: [] } });
    const search = screen.getByRole('textbox', { name: 'Search' });
    // A payload fragment pasted to find its exchange: longer than the server searches for.
    fireEvent.change(search, { target: { value: `{"trip":"${'x'.repeat(webhooks.WEBHOOKS_SEARCH_MAX)}"}` } });
    expect(screen.getByText(maxCharactersMessage(webhooks.WEBHOOKS_SEARCH_MAX))).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(search, { target: { value: 'trip 4411' } });
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ search: 'trip 4411' }));
  });
});
