import { ACTIVE_RIDE_STATUSES, DEFAULT_AFFILIATE_STATUSES, type RideStatus } from '@fleetdesk/contract';

/** The five quick filters of spec 1 §2.5, in header order after the Ride button. */
export const QUICK_FILTERS = [
  { key: 'active', label: 'Active' },
  { key: 'pending', label: 'Pending' },
  { key: 'performance', label: 'Performance' },
  { key: 'abstract', label: 'Abstract Filter' },
  { key: 'affiliates', label: 'Affiliates' },
] as const;
export type QuickFilterKey = (typeof QUICK_FILTERS)[number]['key'];

/** The statuses a quick filter shows; Affiliates reads the configured default affiliate statuses. */
export function quickFilterStatuses(
  key: QuickFilterKey,
  affiliateStatuses: readonly RideStatus[] = DEFAULT_AFFILIATE_STATUSES,
): readonly RideStatus[] {
  switch (key) {
    case 'active':
      return ACTIVE_RIDE_STATUSES;
    case 'abstract':
      return ['pending', 'assigned', 'accepted'];
    case 'affiliates':
      return affiliateStatuses.length > 0 ? affiliateStatuses : DEFAULT_AFFILIATE_STATUSES;
    case 'pending':
      return ['pending'];
    case 'performance':
      return ['assigned', 'accepted', 'arriving'];
  }
}
