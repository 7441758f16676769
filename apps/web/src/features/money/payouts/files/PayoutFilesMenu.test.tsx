// @vitest-environment jsdom
import { Menu } from '@mui/material';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { aFileJob } from '../../../../ui/fileJobs/testing/fileJob';
import { renderWithApi, TEST_DISPATCHER } from '../../../rides/dialogs/testing/renderDialog';
import { PayoutFilesMenu } from './PayoutFilesMenu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const JOB = aFileJob();

function renderMenu(permissions: string[], connected: boolean, answers: Record<string, unknown> = {}) {
  useAppStore.setState({ user: TEST_DISPATCHER, permissions });
  return renderWithApi(
    <Menu open anchorEl={document.body}>
      <PayoutFilesMenu onDone={() => {}} />
    </Menu>,
    { 'GET /api/v1/quickbooks/status': { connected }, ...answers },
  );
}

const item = (name: string | RegExp) => screen.getByRole('menuitem', { name });
const isGreyed = (name: string | RegExp) => item(name).getAttribute('aria-disabled') === 'true';

describe('the Import/export menu', () => {
  it('greys every item without the keys', async () => {
    renderMenu([], true);
    for (const name of ['Export', 'Export with filter', 'ACH file', 'Import bank file', /Import QuickBooks/])
      expect(isGreyed(name), String(name)).toBe(true);
  });

  it('offers the exports with payouts.export, the bank file with its own key, QuickBooks only connected', async () => {
    renderMenu(['payouts.export'], false);
    expect(isGreyed('Export')).toBe(false);
    expect(isGreyed('ACH file')).toBe(false);
    expect(isGreyed('Import bank file')).toBe(true);
    expect(await screen.findByText('QuickBooks is not connected')).toBeTruthy();
    expect(isGreyed(/Import QuickBooks/)).toBe(true);
    cleanup();
    renderMenu(['payouts.import-bank-file'], true);
    expect(isGreyed('Import bank file')).toBe(false);
    expect(isGreyed('Export')).toBe(true);
  });

  it('sends the list filters with the chosen format and follows the job to its toast', async () => {
    const { calls } = renderMenu(['payouts.export'], true, {
      'POST /api/v1/payouts/export-with-filter': { job: JOB, url: null },
      'GET /api/v1/file-jobs/31': {
        job: { ...JOB, status: 'succeeded', message: 'Great! You have exported payouts', done: 2, total: 2 },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'XLSX' }));
    fireEvent.click(item('Export with filter'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/payouts/export-with-filter'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/payouts/export-with-filter'));
    expect(sent?.body).toMatchObject({
      format: 'xlsx',
      time_range: 'today',
      payout_status: 'pending',
      quickbooks_status: 'pending',
    });
    expect(await screen.findByText('Exporting payouts…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Great! You have exported payouts')).toBeTruthy(), {
      timeout: 5_000,
    });
  });
});
