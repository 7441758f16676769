import type { Note } from '@fleetdesk/contract';
import { useAppStore } from '../../../../store/appStore';

/**
 * Unsent note text is kept per ride and note category in the saved app store (spec 1 §5 "a draft is
 * kept locally per ride and cleared after sending"), so it survives switching rides and reloads, and
 * the detail column and the preview dialog share one draft of a ride's note.
 */
export const noteDraftKey = (rideId: number, category: Note['category']) => `${category}:${rideId}`;

export const useNoteDraft = (key: string): string => useAppStore((state) => state.noteDrafts[key] ?? '');

export const setNoteDraft = (key: string, text: string): void =>
  useAppStore.getState().setNoteDraft(key, text);
