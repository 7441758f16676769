// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../testing/renderDialog';
import { NoteInput } from './NoteInput';

afterEach(() => {
  cleanup();
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
});
