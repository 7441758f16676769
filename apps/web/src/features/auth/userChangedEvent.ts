/** Window event fired when a sign-in brings another user or fleet flag than before (spec 1 §2.4). */
export const USER_CHANGED_EVENT = 'user-changed';
