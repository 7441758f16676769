/**
 * The New York calendar day of an instant, YYYY-MM-DD: the business day (DESIGN.md). The contract's
 * helper, so the browser and the server read days alike.
 */
export { newYorkDayOf as businessDay } from '@fleetdesk/contract';
