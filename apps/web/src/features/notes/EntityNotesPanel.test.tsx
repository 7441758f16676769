// @vitest-environment jsdom
import { MESSAGES, maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { type RecordedCall, renderWithApi, TEST_DISPATCHER } from '../rides/dialogs/testing/renderDialog';
import { EntityNotesPanel } from './EntityNotesPanel';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
});

const storedNote = {
  id: 1,
  entity_type: 'driver',
  entity_id: 5,
  category: 'default',
  body: 'Prefers morning shifts',
  added_by: 'Dana Dispatch',
  admin_id: 7,
  created_at: new Date().toISOString(),
  webhooks: [],
};
const answers = {
  'GET /api/v1/notes': { notes: { data: [storedNote] } },
  'POST /api/v1/notes': { note: storedNote, message: MESSAGES.noteAdded },
};
const noteBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Add a note' });
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('EntityNotesPanel', () => {
  it('lists the notes and sends a typed note on Enter as a default driver note', async () => {
    const { calls } = renderWithApi(<EntityNotesPanel entityType="driver" entityId={5} />, answers);
    expect(await screen.findByText('Prefers morning shifts')).toBeTruthy();
    fireEvent.change(noteBox(), { target: { value: '  Call before noon ' } });
    fireEvent.keyDown(noteBox(), { key: 'Enter' });
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      data: { entity_type: 'driver', entity_id: 5, category: 'default', body: 'Call before noon' },
    });
    expect(noteBox().value).toBe('');
  });

  it('ignores an empty note, sent by Enter or by the send button', () => {
    const { calls } = renderWithApi(<EntityNotesPanel entityType="car" entityId={5} />, answers);
    fireEvent.change(noteBox(), { target: { value: '   ' } });
    fireEvent.keyDown(noteBox(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send note' }));
    expect(posts(calls)).toEqual([]);
  });

  it('keeps 100 characters and says so when more are typed', () => {
    renderWithApi(<EntityNotesPanel entityType="driver" entityId={5} />, answers);
    fireEvent.change(noteBox(), { target: { value: 'x'.repeat(101) } });
    expect(noteBox().value).toHaveLength(100);
    expect(screen.getByText(maxCharactersMessage(100))).toBeTruthy();
  });

  it('gives the text back when the note is refused', async () => {
    renderWithApi(<EntityNotesPanel entityType="driver" entityId={5} />, {
      ...answers,
      'POST /api/v1/notes': [500, { message: 'boom' }],
    });
    fireEvent.change(noteBox(), { target: { value: 'Lost?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send note' }));
    expect(await screen.findByText(MESSAGES.noteAddFailed)).toBeTruthy();
    expect(noteBox().value).toBe('Lost?');
  });

  it('gives the text back without a toast when the session has ended: the login page says it', async () => {
    renderWithApi(<EntityNotesPanel entityType="driver" entityId={5} />, {
      ...answers,
      'POST /api/v1/notes': [401, { message: 'Unauthenticated.' }],
    });
    fireEvent.change(noteBox(), { target: { value: 'Lost?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send note' }));
    await waitFor(() => expect(noteBox().value).toBe('Lost?'));
    expect(screen.queryByText(MESSAGES.noteAddFailed)).toBeNull();
  });

  it('shows a fleet user the notes without a box to write', async () => {
    useAppStore.setState({ user: { ...TEST_DISPATCHER, is_fleet: true, fleet_id: 3 } });
    renderWithApi(<EntityNotesPanel entityType="driver" entityId={5} />, {
      'GET /api/v1/fleet/notes': answers['GET /api/v1/notes'],
    });
    expect(await screen.findByText('Prefers morning shifts')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Add a note' })).toBeNull();
  });
});

describe('EntityNotesPanel when the server fails', () => {
  it('says the notes could not be loaded, with the reason and a Retry', async () => {
    renderWithApi(<EntityNotesPanel entityType="driver" entityId={5} />, {
      'GET /api/v1/notes': [500, { message: 'Database is down' }],
    });
    expect(await screen.findByText('The notes could not be loaded. Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps the notes on screen, with a notice, when a refresh of them fails', async () => {
    const live: Record<string, unknown> = { ...answers };
    const { queryClient } = renderWithApi(<EntityNotesPanel entityType="driver" entityId={5} />, live);
    expect(await screen.findByText('Prefers morning shifts')).toBeTruthy();
    live['GET /api/v1/notes'] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByText('Prefers morning shifts')).toBeTruthy();
  });
});
