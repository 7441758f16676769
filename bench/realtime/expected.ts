/** One ride action the bench made, and the fleet whose boards (beside every staff board) must hear it. */
export interface ExpectedRideEvent {
  rideId: number;
  /** The `app_action` type, e.g. `ride.assigned`. */
  type: string;
  fleetId: number | null;
}

/** Each bench ride goes through each step once, so ride + type names one event. */
export const rideEventKey = (rideId: number, type: string) => `${rideId}:${type}`;
