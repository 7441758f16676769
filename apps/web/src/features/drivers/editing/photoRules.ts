import { files, MESSAGES } from '@fleetdesk/contract';

/** The kinds of file spec 2 §9 accepts, as the browser names them. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/bmp', 'application/pdf']);

/** What is wrong with the chosen files before sending (spec 2 §5): none, several, or a wrong type. */
export function photoProblem(chosen: readonly Pick<File, 'type'>[]): string | null {
  if (chosen.length === 0) return MESSAGES.required;
  if (chosen.length > 1) return files.FILE_MESSAGES.onlyOne;
  return ACCEPTED_TYPES.has(chosen[0]?.type ?? '') ? null : files.FILE_MESSAGES.wrongType;
}
