import { postJson } from '../../support/api';
import { ADMIN, apiSignIn } from '../../support/auth';
import { query } from '../../support/db';
import { claimRide } from '../rides/ridesPage';

/**
 * Statuses that come before an accepted ride in a driver's plan (the late-risk plan order): a driver
 * with none of them drives to the next accepted ride from where the phone says they are. Assigned rides
 * (a routing run applies many) come after it and change nothing.
 */
const AHEAD_OF_ACCEPTED = "('accepted', 'arriving', 'arrived', 'in_progress')";

export interface IdleDriverChoice {
  /** Only drivers of this fleet user's fleet. */
  fleetOf?: string;
  /** No driver of this fleet user's fleet: the specs that post positions keep out of each other's way. */
  notFleetOf?: string;
  /** Which end of the driver ids to take from: two specs running side by side take from opposite ends. */
  end: 'highest' | 'lowest';
  pickupInMinutes: number;
}

/**
 * An accepted ride of the test's own (a claimed finished demo ride) given to an active driver with an
 * active car and nothing ahead of it, so where that driver is depends only on the positions the test
 * posts. Also returns a device token for the driver's phone: issuing one revokes the driver's last,
 * which is why two specs must never take the same driver.
 */
export async function rideOfIdleDriver(choice: IdleDriverChoice) {
  const [driver] = await query<{ id: number; car_id: number }>(
    `select d.id, c.id as car_id from drivers d join cars c on c.driver_id = d.id and c.status = 'active'
     where d.status = 'active' and d.fleet_id is not null
       and ($1::text is null or d.fleet_id = (select fleet_id from admins where email = $1))
       and ($2::text is null or d.fleet_id <> (select fleet_id from admins where email = $2))
       and not exists (select 1 from rides o where o.driver_id = d.id and o.status in ${AHEAD_OF_ACCEPTED})
     order by d.id ${choice.end === 'highest' ? 'desc' : 'asc'} limit 1`,
    [choice.fleetOf ?? null, choice.notFleetOf ?? null],
  );
  if (!driver) throw new Error('the demo has no idle driver with an active car');
  const id = await claimRide('true', {
    status: 'accepted',
    driverId: driver.id,
    pickupInMinutes: choice.pickupInMinutes,
  });
  const [ride] = await query<{ id: number; lat: number; lon: number }>(
    'update rides set car_id = $1 where id = $2 returning id, start_lat as lat, start_lon as lon',
    [driver.car_id, id],
  );
  if (!ride) throw new Error(`ride ${id} is gone`);
  const admin = await apiSignIn(ADMIN);
  const { device_token } = await postJson<{ device_token: string }>(
    `/drivers/${driver.id}/device-token`,
    {},
    admin.token,
  );
  return { ...ride, driver_id: driver.id, device_token };
}

/** The driver's phone reports one fix, taken now. */
export async function postPosition(deviceToken: string, fix: { lat: number; lon: number; heading?: number }) {
  await postJson('/driver-app/positions', {
    driver_token: deviceToken,
    positions: [{ heading: 0, speed: 10, accuracy: 5, ...fix, recorded_at: new Date().toISOString() }],
  });
}

/**
 * An accepted ride of the test's own (a claimed finished demo ride, keeping its driver and car) whose
 * driver was last seen within about 3 km of the pickup, on a trip of about 5 km at most: the rides map
 * shows the car and fits a street-level view, as it does for a ride under way. The newest accepted
 * ride of the demo would often be another spec's, changing under this one.
 */
export async function acceptedRideOfLocatedDriver() {
  const id = await claimRide(
    `r.car_id is not null
     and abs(r.destination_lat - r.start_lat) < 0.05 and abs(r.destination_lon - r.start_lon) < 0.06
     and exists (select 1 from driver_locations l where l.driver_id = r.driver_id
                 and abs(l.lat - r.start_lat) < 0.03 and abs(l.lon - r.start_lon) < 0.04)`,
    { status: 'accepted' },
    0,
  );
  const [ride] = await query<{ id: number; start_address: string }>(
    'select id, start_address from rides where id = $1',
    [id],
  );
  if (!ride) throw new Error(`ride ${id} is gone`);
  return ride;
}
