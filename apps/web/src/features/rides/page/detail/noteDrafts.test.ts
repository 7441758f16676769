import { describe, expect, it } from 'vitest';
import { limitNoteText, setNoteDraft, useNoteDrafts } from './noteDrafts';

describe('ride note drafts', () => {
  it('keeps one draft per ride and forgets a cleared one', () => {
    setNoteDraft(1, 'call the rider');
    setNoteDraft(2, 'gate code 42');
    expect(useNoteDrafts.getState().drafts).toEqual({ 1: 'call the rider', 2: 'gate code 42' });
    setNoteDraft(1, '');
    expect(useNoteDrafts.getState().drafts).toEqual({ 2: 'gate code 42' });
  });

  it('cuts text past the limit and says so', () => {
    expect(limitNoteText('a'.repeat(251), 250)).toEqual({ text: 'a'.repeat(250), overflow: true });
    expect(limitNoteText('short', 250)).toEqual({ text: 'short', overflow: false });
  });
});
