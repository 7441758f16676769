import { DEFAULT_COMPANY_STATE, isCompanyState } from '@fleetdesk/contract';

export const ROUTING_STATE_KEY = 'fleetdesk.routingState';

/** The routing state chosen on Routing Home (spec 3 §4: persisted, then the page reloads); NY by default. */
export function readRoutingState(): string {
  try {
    const stored = globalThis.localStorage?.getItem(ROUTING_STATE_KEY);
    return stored && isCompanyState(stored) ? stored : DEFAULT_COMPANY_STATE;
  } catch {
    return DEFAULT_COMPANY_STATE;
  }
}

export function saveRoutingState(state: string): void {
  localStorage.setItem(ROUTING_STATE_KEY, state);
}
