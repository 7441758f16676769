/** A point on the map, as every routing call takes it. */
export interface LatLon {
  lat: number;
  lon: number;
}

export interface RouteResult {
  distance_miles: number;
  duration_s: number;
  /** Google encoded polyline, precision 5. */
  polyline: string;
  /** True when the road router failed and the straight-line estimate was used instead. */
  is_manual_fallback_used: boolean;
}

export interface TableResult {
  /** durations_s[i][j]: seconds from sources[i] to destinations[j]. */
  durations_s: number[][];
  /** distances_miles[i][j]: miles from sources[i] to destinations[j]. */
  distances_miles: number[][];
  is_manual_fallback_used: boolean;
}

/**
 * Road routing: a route through points in order, and a travel-time matrix. Never throws for a
 * routing failure: it answers the straight-line estimate and says so.
 */
export interface Router {
  route(points: readonly LatLon[]): Promise<RouteResult>;
  table(sources: readonly LatLon[], destinations: readonly LatLon[]): Promise<TableResult>;
}
