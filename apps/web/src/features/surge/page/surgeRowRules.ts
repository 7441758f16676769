import {
  isBusyZoneHour,
  type SurgeRide,
  surgeAmountBand,
  vendorPickupDelay,
  zoneLabel,
} from '@fleetdesk/contract';
import { inNewYork } from '../../../ui/time/dayjs';

/** Surge amount colours by band (spec 3 §9: from $5, $10, $15, $25 and $125), calm to loud. */
export const SURGE_BAND_COLORS = [
  'transparent',
  '#fff59d',
  '#ffcc80',
  '#ffab91',
  '#ef5350',
  '#8e24aa',
] as const;
export const SURGE_BAND_TEXT = ['inherit', '#5d4037', '#5d4037', '#4e342e', '#ffffff', '#ffffff'] as const;

export interface SurgeRowLook {
  band: number;
  /** Zone M picked up between 14:00 and 18:00 New York time. */
  isBusy: boolean;
  /** Minutes the vendor's pickup lies after ours, when shown; `highlighted` above 10 minutes. */
  delay: { minutes: number; highlighted: boolean } | null;
  zone: string;
}

/** How a pending ride reads in the table: its surge band, the busy-zone mark, the vendor delay and zone label. */
export function surgeRowLook(ride: SurgeRide): SurgeRowLook {
  return {
    band: surgeAmountBand(ride.surge_amount),
    isBusy: isBusyZoneHour(ride.zone_borough, inNewYork(Date.parse(ride.pickup_at)).hour()),
    delay: vendorPickupDelay(ride),
    zone: zoneLabel(ride.zone_name),
  };
}
