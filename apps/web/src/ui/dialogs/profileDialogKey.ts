/** The shell's own profile dialog; the spec's dialog keys (contract DIALOG_KEYS) do not name it. */
export const PROFILE_DIALOG_KEY = 'profile';
