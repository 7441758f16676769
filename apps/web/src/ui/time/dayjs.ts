import { TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment shown in the business time zone, America/New_York. */
export const inNewYork = (epochMs: number) => dayjs(epochMs).tz(TIME_ZONE);
