import { hasPermission, MESSAGES, type PermissionKey } from '@fleetdesk/contract';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { type AppState, useAppStore } from '../store/appStore';

/**
 * Whether the signed-in user may send a write that needs `permission` (null: any write). Read-only
 * admins may not (the server refuses every non-GET call of theirs but their own session and profile);
 * fleet users hold no keys (decision 8); super admins hold them all.
 */
export function maySubmit(state: Pick<AppState, 'user' | 'permissions'>, permission: PermissionKey | null) {
  const { user } = state;
  if (!user || user.is_read_only) return false;
  if (permission === null) return true;
  return !user.is_fleet && (user.super_admin || hasPermission(state.permissions, permission));
}

export const useMaySubmit = (permission: PermissionKey | null = null): boolean =>
  useAppStore((state) => maySubmit(state, permission));

/**
 * The no-access wrapper of spec 1 §6: a submit button the user may not use is greyed and reads
 * 'Access denied' instead of its label, so the form can be read but not sent.
 */
export function NoAccess({
  allowed,
  children,
}: {
  allowed: boolean;
  children: ReactElement<{ disabled?: boolean; children?: ReactNode; type?: string }>;
}) {
  if (allowed) return children;
  return cloneElement(children, { disabled: true, type: 'button', children: MESSAGES.accessDenied });
}

/** `NoAccess` for a write that needs `permission` (or none): what every rides dialog's submit sits in. */
export function SubmitAccess({
  permission = null,
  children,
}: {
  permission?: PermissionKey | null;
  children: ReactElement<{ disabled?: boolean; children?: ReactNode; type?: string }>;
}) {
  return <NoAccess allowed={useMaySubmit(permission)}>{children}</NoAccess>;
}
