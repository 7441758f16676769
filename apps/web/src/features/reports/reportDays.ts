import { driverStats } from '@fleetdesk/contract';
import { inNewYork } from '../../ui/time/dayjs';

/** The calendar month before today's (New York): what a monthly report is filed for. */
export function previousMonth(now = Date.now()): { start_date: string; end_date: string } {
  const { start, end } = driverStats.driverStatsDays('previous_month', inNewYork(now).format('YYYY-MM-DD'));
  return { start_date: start, end_date: end };
}
