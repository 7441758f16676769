import { create } from 'zustand';

/** Unsent note text per ride, so switching rides keeps what was typed (spec 1 §5). */
export const useNoteDrafts = create<{ drafts: Record<number, string> }>(() => ({ drafts: {} }));

export function setNoteDraft(rideId: number, text: string): void {
  useNoteDrafts.setState((state) => {
    const drafts = { ...state.drafts };
    if (text === '') delete drafts[rideId];
    else drafts[rideId] = text;
    return { drafts };
  });
}

/**
 * What a note box may take: at most `max` characters. Returns the kept text and whether something was
 * cut off, which shows 'Max characters count is {n}!'.
 */
export function limitNoteText(text: string, max: number): { text: string; overflow: boolean } {
  return text.length > max ? { text: text.slice(0, max), overflow: true } : { text, overflow: false };
}
