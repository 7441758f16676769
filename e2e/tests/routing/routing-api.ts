import { query } from '../../support/db';

/** The New York day `days` after today, YYYY-MM-DD. */
export function newYorkDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Tomorrow in New York: the day Routing Home opens on. */
export const tomorrowInNewYork = () => newYorkDayAhead(1);

/**
 * Puts two rides no route holds on a route, with their stops, as a routing run would: the one way to
 * give a route rides without the optimiser. Returns the ride ids in route order.
 */
export async function putRidesOnRoute(routeId: number, at: string): Promise<number[]> {
  const rides = await query<{
    id: string;
    start_lat: number;
    start_lon: number;
    destination_lat: number;
    destination_lon: number;
  }>(
    `select id, start_lat, start_lon, destination_lat, destination_lon from rides
     where id not in (select ride_id from routing_route_rides)
       and abs(start_lat - 40.73) < 0.3 and abs(start_lon + 73.95) < 0.3
     order by id desc limit 2`,
  );
  const ids = rides.map((ride) => Number(ride.id));
  let position = 0;
  for (const [index, ride] of rides.entries()) {
    await query('insert into routing_route_rides (route_id, ride_id, position) values ($1, $2, $3)', [
      routeId,
      ride.id,
      index,
    ]);
    for (const [type, lat, lon] of [
      ['pickup', ride.start_lat, ride.start_lon],
      ['dropoff', ride.destination_lat, ride.destination_lon],
    ] as const) {
      await query(
        'insert into routing_waypoints (route_id, ride_id, position, type, lat, lon, at) values ($1, $2, $3, $4, $5, $6, $7)',
        [routeId, ride.id, position++, type, lat, lon, at],
      );
    }
  }
  return ids;
}
