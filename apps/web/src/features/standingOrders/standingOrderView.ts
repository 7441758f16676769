import { standingOrders as api } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import { inNewYork } from '../../ui/time/dayjs';

type Order = api.StandingOrder;

/** "Mon, Wed, Fri"; every weekday reads "Mon–Fri", every day "Every day". */
export function daysText(days: readonly number[]): string {
  const sorted = [...days].sort();
  if (sorted.length === 7) return 'Every day';
  if (sorted.join() === '1,2,3,4,5') return 'Mon–Fri';
  return sorted.map((day) => api.WEEKDAY_LABELS[day]).join(', ');
}

/** "Mon, Wed, Fri · 08:30, back 12:30 · until 06/30/2026" */
export function scheduleText(
  order: Pick<Order, 'days_of_week' | 'pickup_time' | 'return_time' | 'end_date'>,
) {
  const parts = [daysText(order.days_of_week), order.pickup_time];
  const back = order.return_time ? `, back ${order.return_time}` : '';
  const until = order.end_date ? ` · until ${dayjs(order.end_date).format('MM/DD/YYYY')}` : '';
  return `${parts.join(' · ')}${back}${until}`;
}

/** The next pickup in New York time, or why there is none. */
export function nextRideText(order: Pick<Order, 'status' | 'next_pickup_at'>): string {
  if (order.status === 'paused') return 'Paused';
  if (!order.next_pickup_at) return 'Ended';
  return inNewYork(Date.parse(order.next_pickup_at)).format('ddd MM/DD/YYYY h:mm A');
}
