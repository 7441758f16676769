import { nyDateTime } from '../../../../ui/time/nyFormat';

/** Dollars as the product shows money (the contract's rule, shared with the server's messages). */
export { formatUsd } from '@fleetdesk/contract';

/** A moment's New York date, MM/DD/YYYY; empty for no moment. */
export const formatNyDate = (iso: string | null): string => nyDateTime(iso)?.date ?? '';

/** A moment's New York wall-clock time, h:mm A; empty for no moment. */
export const formatNyTime = (iso: string | null): string => nyDateTime(iso)?.time ?? '';

export const formatMiles = (miles: number): string => `${miles.toFixed(2)} mi`;

export const fullName = (first: string | null, last: string | null): string =>
  [first, last].filter(Boolean).join(' ');
