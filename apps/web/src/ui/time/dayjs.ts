import { newYorkIsoString } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * New York's wall clock at a moment, to format and count calendar days on (decision 183). Its fields
 * (day, hour, ...) are New York's; it is held in UTC, which has no DST gap, because dayjs's zone plugin
 * moved times by an hour in a browser whose own clocks changed that night (London, Paris, Sydney).
 */
export const inNewYork = (epochMs: number) => dayjs.utc(newYorkIsoString(new Date(epochMs)).slice(0, 19));
