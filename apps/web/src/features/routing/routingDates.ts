import { addCalendarDays, newYorkDayOf, type ROUTING_DATE_PRESETS } from '@fleetdesk/contract';

export type RoutingDatePreset = (typeof ROUTING_DATE_PRESETS)[number];

/** How many days after today (New York) each preset of the date select means; custom keeps the picked day. */
const PRESET_OFFSETS: Readonly<Record<Exclude<RoutingDatePreset, 'custom'>, number>> = {
  today: 0,
  yesterday: -1,
  tomorrow: 1,
  tomorrow_plus_one: 2,
};

/** The New York calendar day, YYYY-MM-DD, `offsetDays` after the day of `now`. */
export function newYorkDay(now: number, offsetDays = 0): string {
  return addCalendarDays(newYorkDayOf(new Date(now)), offsetDays);
}

/** The day a preset of the date select stands for at `now`; custom: the day the picker holds. */
export function dateOfPreset(preset: RoutingDatePreset, pickedDate: string, now: number): string {
  return preset === 'custom' ? pickedDate : newYorkDay(now, PRESET_OFFSETS[preset]);
}

/** The preset a picked day matches (today, tomorrow, ...), or custom. */
export function presetOfDate(date: string, now: number): RoutingDatePreset {
  const match = Object.entries(PRESET_OFFSETS).find(([, offset]) => newYorkDay(now, offset) === date);
  return (match?.[0] as RoutingDatePreset | undefined) ?? 'custom';
}

/** The select's words for each preset. */
export const PRESET_LABELS: Readonly<Record<RoutingDatePreset, string>> = {
  custom: 'Custom',
  today: 'Today',
  yesterday: 'Yesterday',
  tomorrow: 'Tomorrow',
  tomorrow_plus_one: 'Tomorrow + 1',
};
