// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '../../../../ui/dialogs/dialogStore';
import { ImportBankFileDialog } from './ImportBankFileDialog';

// A chosen bank file is held as a form holds what was typed (decision 172): an accidental Escape asks
// before dropping it; an untouched dialog and its Cancel close at once.

const asked = () => useDialogStore.getState().entries;

function open() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportBankFileDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const pressEscape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
const chooseFile = () =>
  fireEvent.change(screen.getByLabelText('Bank file'), {
    target: { files: [new File(['payout_number,status,reason\n'], 'returns.csv', { type: 'text/csv' })] },
  });

beforeEach(() => useDialogStore.setState({ entries: [] }));
afterEach(cleanup);

describe('Import bank file', () => {
  it('closes at once on Escape while no file is chosen', () => {
    const onClose = open();
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
    expect(asked()).toEqual([]);
  });

  it('asks the unsaved-changes question on Escape once a file is chosen, and Cancel still closes', () => {
    const onClose = open();
    chooseFile();
    expect(screen.getByText('returns.csv')).toBeTruthy();
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(asked()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
