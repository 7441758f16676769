import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeDriver } from '../../../test/driver-fixtures';
import { rideActionsServer } from '../../../test/ride-actions-setup';
import { makeRide, rideRow, rideTrail, SENTRY2 } from '../../../test/ride-fixtures';
import { rideAssignments } from '../../db/schema';

const MINUTE_MS = 60_000;
const MTA = 5;

const t = rideActionsServer();
const { db, post } = t;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE_MS);

describe('two dispatchers, one ride', () => {
  it('20 parallel assigns of one pending ride: one wins, 19 hear who has it now', async () => {
    const ride = await makeRide(db(), { status: 'pending' });
    const drivers = t.allDrivers.slice(0, 20);
    expect(drivers).toHaveLength(20);
    const answers = await Promise.all(
      drivers.map((d) =>
        post(`/rides/${ride.id}`, t.dispatcher, {
          status: 'confirm',
          entity_type: 'driver',
          entity_id: d.id,
          updated_at: ride.updated_at,
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    const after = await rideRow(db(), ride.id);
    expect(after.status).toBe('assigned');
    const winner = (won[0]?.body.ride as { driver_id: number } | undefined)?.driver_id;
    expect(after.driverId).toBe(winner);
    for (const answer of lost) {
      expect(answer.body.message).toMatch(
        new RegExp(`^Ride ${ride.id} was changed meanwhile: it is now Assigned to .+ \\(#${winner}\\)\\.$`),
      );
    }
    const trail = await rideTrail(db(), ride.id);
    expect(trail.events.filter((e) => e.eventType === 'confirm')).toHaveLength(1);
    expect(trail.audit.map((a) => a.action)).toEqual(['ride.assigned']);
    const open = await db()
      .select()
      .from(rideAssignments)
      .where(and(eq(rideAssignments.rideId, ride.id), isNull(rideAssignments.unassignedAt)));
    expect(open.map((a) => a.driverId)).toEqual([winner]);
  });

  it('refuses a status change made on an old view', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    const stale = await post(`/rides/${ride.id}`, t.dispatcher, {
      status: 'accepted',
      updated_at: new Date(Date.parse(ride.updated_at) - 1000).toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^Ride ${ride.id} was changed meanwhile: it is now Assigned to `),
    );
    expect((await rideRow(db(), ride.id)).status).toBe('assigned');
  });
});

describe('disabled rules of spec 1 §4, on the server', () => {
  it('locks Switch and Revive for fleet users within the 10 minutes before pickup (not for staff)', async () => {
    const [own, other] = t.fleetDrivers as [{ id: number }, { id: number }];
    const soon = await makeRide(db(), { status: 'assigned', driverId: own.id, pickupAt: inMinutes(5) });
    const revive = await post(
      `/rides/${soon.id}/revive`,
      t.fleet,
      { reason: 'Driver is late', updated_at: soon.updated_at },
      true,
    );
    expect(revive.status).toBe(403);
    expect(revive.body.message).toBe('Not available within 10 minutes before pickup');
    const fleetSwitch = await post(
      `/rides/${soon.id}`,
      t.fleet,
      { status: 'switch_driver', entity_id: other.id, updated_at: soon.updated_at },
      true,
    );
    expect(fleetSwitch.status).toBe(403);
    const staffRevive = await post(`/rides/${soon.id}/revive`, t.dispatcher, {
      reason: 'Driver is late',
      updated_at: soon.updated_at,
    });
    expect(staffRevive.status).toBe(200);

    const later = await makeRide(db(), { status: 'assigned', driverId: own.id, pickupAt: inMinutes(11) });
    const switched = await post(
      `/rides/${later.id}`,
      t.fleet,
      { status: 'switch_driver', entity_id: other.id, updated_at: later.updated_at },
      true,
    );
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect((await rideRow(db(), later.id)).driverId).toBe(other.id);

    // Past pickup time the lock has ended: a late driver can still be replaced by the fleet.
    const late = await makeRide(db(), { status: 'assigned', driverId: own.id, pickupAt: inMinutes(-15) });
    const rescued = await post(
      `/rides/${late.id}`,
      t.fleet,
      { status: 'switch_driver', entity_id: other.id, updated_at: late.updated_at },
      true,
    );
    expect(rescued.status, JSON.stringify(rescued.body)).toBe(200);
    expect((await rideRow(db(), late.id)).driverId).toBe(other.id);
  });

  it("answers a fleet user naming another fleet's driver, active or not, as a missing driver", async () => {
    const outsider = t.allDrivers.find((d) => !t.fleetDrivers.some((f) => f.id === d.id)) as {
      id: number;
      fleetId: number;
    };
    const inactive = await makeDriver(db(), { fleetId: outsider.fleetId, firstName: 'Secretia' });
    const assign = async (driverId: number) => {
      const ride = await makeRide(db(), { status: 'pending', availableForDrivers: true });
      const body = { status: 'assign_driver', entity_id: driverId, updated_at: ride.updated_at };
      const res = await post(`/rides/${ride.id}`, t.fleet, body, true);
      expect((await rideRow(db(), ride.id)).driverId).toBeNull();
      return { status: res.status, body: res.body };
    };
    const missing = (id: number) => ({
      status: 422,
      body: expect.objectContaining({ message: `Driver #${id} does not exist` }),
    });
    expect(await assign(999_999_999)).toEqual(missing(999_999_999));
    expect(await assign(outsider.id)).toEqual(missing(outsider.id));
    expect(await assign(inactive)).toEqual(missing(inactive));
  });

  it("never cancels a vendor 15 ride: 'Access denied'", async () => {
    const ride = await makeRide(db(), { status: 'assigned', companyId: MTA });
    const res = await post(`/rides/${ride.id}`, t.dispatcher, {
      status: 'company_canceled',
      note: 'Rider called to cancel',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Access denied');
  });

  it('does not cancel Sentry 2 marketplace trips', async () => {
    const ride = await makeRide(db(), { status: 'pending', companyId: SENTRY2, isMarketplaceRide: true });
    const res = await post(`/rides/${ride.id}`, t.dispatcher, {
      status: 'company_canceled',
      note: 'Rider called to cancel',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cancellation is disabled for Sentry 2 Marketplace trips');
  });

  it("sends a Sentry ride's cancellation to Sentry's own call, not a bare status change", async () => {
    const ride = await makeRide(db(), { status: 'assigned', companyId: 1 });
    const res = await post(`/rides/${ride.id}`, t.dispatcher, {
      status: 'company_canceled',
      note: 'Rider called to cancel',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`A Sentry ride is cancelled through POST /rides/${ride.id}/sentry/cancel`);
    expect((await rideRow(db(), ride.id)).status).toBe('assigned');
  });

  it('lets a fleet record a no-show only once the wait after pickup and arrival has passed', async () => {
    const driverId = (t.fleetDrivers[0] as { id: number }).id;
    const noShow = (ride: { id: number; updated_at: string }) =>
      post(`/rides/${ride.id}`, t.fleet, { status: 'driver_canceled', updated_at: ride.updated_at }, true);
    const early = await makeRide(db(), {
      status: 'arriving',
      driverId,
      pickupAt: inMinutes(-2),
      arrivedAt: inMinutes(-2),
    });
    const arrivedLate = await makeRide(db(), {
      status: 'arriving',
      driverId,
      pickupAt: inMinutes(-10),
      arrivedAt: inMinutes(-2),
    });
    for (const ride of [early, arrivedLate]) {
      const res = await noShow(ride);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No Show will be active 5 minutes after pickup time(arrived time)');
    }
    const due = await makeRide(db(), {
      status: 'arriving',
      driverId,
      pickupAt: inMinutes(-10),
      arrivedAt: inMinutes(-7),
    });
    const res = await noShow(due);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rideRow(db(), due.id)).status).toBe('driver_canceled');
    expect((await rideTrail(db(), due.id)).events.at(-1)?.body).toContain('No show');
  });

  it('asks a cancellation for a note of at least 5 characters', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    const res = await post(`/rides/${ride.id}`, t.dispatcher, {
      status: 'user_canceled',
      note: 'no',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ note: ['Must be at least 5 characters'] });
  });
});
