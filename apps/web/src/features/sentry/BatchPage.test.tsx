// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { renderWithApi } from '../rides/dialogs/testing/renderDialog';
import { BatchPage } from './BatchPage';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
});

function renderPage(answers: Record<string, unknown>, id: string) {
  return renderWithApi(
    <MemoryRouter initialEntries={[`/sentry/batch/${id}`]}>
      <Routes>
        <Route path="/sentry/batch/:id" element={<BatchPage />} />
      </Routes>
    </MemoryRouter>,
    answers,
  );
}

describe('BatchPage for a batch that is not there', () => {
  // It read 'Batch #999 could not be loaded. Batch not found.' with a Retry that could not help.
  it("says 'Batch not found.' with a way back to the batches when the server knows no such batch", async () => {
    renderPage({ 'GET /api/v1/billing/sentry/batch/999': [404, { message: 'Batch not found.' }] }, '999');
    expect(await screen.findByText('Batch not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Batches' }).getAttribute('href')).toBe('/sentry/batches');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  // 'abc' was sent as NaN and read 'Batch #NaN could not be loaded. Invalid input: expected number, …'.
  it.each(['abc', '0', '99999999999'])(
    "says 'Batch not found.' at once for the id %s, without asking the server",
    async (id) => {
      const { calls } = renderPage({}, id);
      expect(await screen.findByText('Batch not found.')).toBeTruthy();
      expect(calls).toEqual([]);
    },
  );
});
