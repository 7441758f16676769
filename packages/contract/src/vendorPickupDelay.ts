/** A vendor-pickup delay above this many minutes is highlighted (spec 1 §9, spec 3 §9). */
export const VENDOR_PICKUP_DELAY_HIGHLIGHT_MINUTES = 10;
/** From this many minutes on, the delay is ignored: the vendor's time is for another trip or day. */
export const VENDOR_PICKUP_DELAY_IGNORED_MINUTES = 200;

const MINUTE_MS = 60_000;

export interface VendorPickupDelay {
  /** Whole minutes the vendor's (broker's) pickup time lies after the scheduled pickup. */
  minutes: number;
  highlighted: boolean;
}

/**
 * The vendor-pickup delay of a ride: how much later the vendor's pickup time is than the scheduled
 * one, in whole minutes. Null when there is no vendor time, no delay (on time or earlier), or a delay
 * of 200 minutes or more. Shared by the rides table and detail and the surge screen (spec 3).
 */
export function vendorPickupDelay(ride: {
  pickup_at: string;
  vendor_pickup_at: string | null;
}): VendorPickupDelay | null {
  if (ride.vendor_pickup_at === null) return null;
  const minutes = Math.round((Date.parse(ride.vendor_pickup_at) - Date.parse(ride.pickup_at)) / MINUTE_MS);
  if (!(minutes > 0) || minutes >= VENDOR_PICKUP_DELAY_IGNORED_MINUTES) return null;
  return { minutes, highlighted: minutes > VENDOR_PICKUP_DELAY_HIGHLIGHT_MINUTES };
}
