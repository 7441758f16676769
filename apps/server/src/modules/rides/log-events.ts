/**
 * Ride log lines some readers never see: a billing note's line (only holders of the billing key) and a
 * staff edit of a money field (fare collected), which fleets do not read. The rides module owns the
 * log; the modules that write these lines take the names from here.
 */
export const BILLING_NOTE_EVENT = 'billing_note';
export const FARE_UPDATE_EVENT = 'fare_update';
