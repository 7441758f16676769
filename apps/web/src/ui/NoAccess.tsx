import { MESSAGES } from '@fleetdesk/contract';
import { Tooltip } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';

/**
 * Wraps a control that needs a permission: without it the control is disabled and says 'Access denied'
 * (spec 1 §6). The span keeps the tooltip working on a disabled button.
 */
export function NoAccess({
  allowed,
  children,
}: {
  allowed: boolean;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  if (allowed) return children;
  return (
    <Tooltip title={MESSAGES.accessDenied}>
      <span>{cloneElement(children, { disabled: true })}</span>
    </Tooltip>
  );
}
