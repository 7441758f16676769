import { SEAT_CHOICES } from '@fleetdesk/contract';

/** The Seats select's choices, wherever a ride or a standing order is written. */
export const SEAT_OPTIONS = SEAT_CHOICES.map((seats) => ({ value: seats, label: String(seats) }));
