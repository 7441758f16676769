import { TIME_ZONE } from '@fleetdesk/contract';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The New York calendar day of an instant, YYYY-MM-DD: the business day (DESIGN.md). */
export const businessDay = (at: Date): string => dayFormat.format(at);
