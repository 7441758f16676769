// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmOptions } from '../../../ui/confirm/ConfirmDialog';
import { useDialogStore } from '../../../ui/dialogs/dialogStore';
import { SelectCarDialog } from './SelectCarDialog';
import { UpdatePhotoDialog } from './UpdatePhotoDialog';

// The driver page's photo and car dialogs hold a pick as a form does (decision 172): an accidental
// Escape or click outside asks before dropping it; Cancel and an untouched dialog close at once.

const asked = () => useDialogStore.getState().entries.map((entry) => entry.props as ConfirmOptions);
const noCars = { cars: { data: [] }, total: 0 };

function open(dialog: 'photo' | 'car') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(noCars), { status: 200 })),
  );
  const onClose = vi.fn();
  const props = { driverId: 7, open: true, onClose };
  render(
    <QueryClientProvider client={new QueryClient()}>
      {dialog === 'photo' ? <UpdatePhotoDialog {...props} /> : <SelectCarDialog {...props} />}
    </QueryClientProvider>,
  );
  return onClose;
}

const pressEscape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
const pickPhoto = () =>
  fireEvent.change(screen.getByLabelText('Photo file'), {
    target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
  });
const typeSearch = () => fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'T1' } });

beforeEach(() => {
  useDialogStore.setState({ entries: [] });
  // jsdom has no object URLs; the photo preview only needs one to exist.
  Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each([
  ['photo', pickPhoto],
  ['car', typeSearch],
] as const)('%s dialog', (dialog, pick) => {
  it('closes at once on Escape while nothing is picked', () => {
    const onClose = open(dialog);
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
    expect(asked()).toEqual([]);
  });

  it('asks the unsaved-changes question on Escape once something is picked, and Cancel still closes', () => {
    const onClose = open(dialog);
    pick();
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(asked()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
