import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../store/appStore';
import type { SessionSnapshot } from './access';

/** The stored session, re-rendering only when one of its parts changes. */
export function useSessionSnapshot(): SessionSnapshot {
  return useAppStore(
    useShallow(({ token, tokenExpiresAt, user, permissions }) => ({
      token,
      tokenExpiresAt,
      user,
      permissions,
    })),
  );
}
