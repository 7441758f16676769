import type { PermissionKey } from '@fleetdesk/contract';

/**
 * Billing notes carry money talk with brokers: only staff holding this key see them, over HTTP or on
 * a socket (fleet users hold no keys).
 */
export const BILLING_NOTES_KEY: PermissionKey = 'rides.view-billing-notes';

export const mayReadBillingNotes = (who: { isFleet: boolean; permissions: ReadonlySet<string> }) =>
  !who.isFleet && who.permissions.has(BILLING_NOTES_KEY);
