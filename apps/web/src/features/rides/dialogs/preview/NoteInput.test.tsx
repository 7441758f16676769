// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../testing/renderDialog';
import { NoteInput } from './NoteInput';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAppStore.setState({ user: null, noteDrafts: {} });
});

const noteAnswer = {
  'POST /api/v1/notes': {
    note: { id: 1, body: 'Gate code 12', category: 'ride', entity_type: 'ride', entity_id: 9 },
    message: 'Note added',
  },
};

function typeAndPressEnter(text: string) {
  const box = screen.getByRole('textbox', { name: 'Ride note' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('NoteInput', () => {
  it('sends the note on Enter for a user who may write', async () => {
    useAppStore.setState({ user: TEST_DISPATCHER });
    const { calls } = renderWithApi(
      <NoteInput rideId={9} category="ride" max={250} label="Ride note" />,
      noteAnswer,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    typeAndPressEnter('Gate code 12');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it("reads 'Access denied' on Add for a read-only admin, sends nothing and keeps the draft", () => {
    useAppStore.setState({ user: { ...TEST_DISPATCHER, is_read_only: true } });
    const { calls } = renderWithApi(
      <NoteInput rideId={9} category="ride" max={250} label="Ride note" />,
      noteAnswer,
    );
    const add = screen.getByRole('button', { name: 'Access denied' });
    expect(add.hasAttribute('disabled')).toBe(true);
    typeAndPressEnter('Gate code 12');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Ride note' }).value).toBe(
      'Gate code 12',
    );
  });

  it('gives a note the server refuses back to the box, with the failure toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApi(<NoteInput rideId={9} category="ride" max={250} label="Ride note" />, {
      'POST /api/v1/notes': [500, { message: 'Server Error' }],
    });
    typeAndPressEnter('Gate code 12');
    expect(await screen.findByText('Ooops! Something wrong!')).toBeTruthy();
    expect(useAppStore.getState().noteDrafts['ride:9']).toBe('Gate code 12');
  });

  it('keeps a note refused because the session ended as a draft, without a toast: the login page says it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useAppStore.setState({ user: TEST_DISPATCHER, token: 'expired' });
    renderWithApi(<NoteInput rideId={9} category="ride" max={250} label="Ride note" />, {
      'POST /api/v1/notes': [401, { message: 'Unauthenticated.' }],
    });
    typeAndPressEnter('Gate code 12');
    await waitFor(() => expect(useAppStore.getState().noteDrafts['ride:9']).toBe('Gate code 12'));
    expect(useAppStore.getState().token).toBeNull();
    expect(screen.queryByText('Ooops! Something wrong!')).toBeNull();
  });

  // Kept last: the page stays "being left" for the rest of this file.
  it('does not hand back a note cut off by a reload: it most likely reached the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApi(<NoteInput rideId={9} category="ride" max={250} label="Ride note" />);
    const cutOff = vi.fn(async () => {
      window.dispatchEvent(new Event('beforeunload'));
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', cutOff);
    typeAndPressEnter('Gate code 12');
    await waitFor(() => expect(cutOff).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(false),
    );
    expect(useAppStore.getState().noteDrafts['ride:9']).toBeUndefined();
    expect(screen.queryByText('Ooops! Something wrong!')).toBeNull();
  });
});
