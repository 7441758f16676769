import type { RideStatus } from '@fleetdesk/contract';
import type { rideEvents } from '../schema';
import type { SeedCompany } from './companies';
import type { SeedDriver } from './drivers';
import type { Random } from './random';
import type { RidePlan } from './ride-plan';

type RideEventRow = typeof rideEvents.$inferInsert;

/** Statuses that are where a ride starts out, so they need no event of their own. */
const OPENING_STATUSES: ReadonlySet<RideStatus> = new Set([
  'draft',
  'pending',
  'assigned',
  'routing_assigned',
]);

const CLOSING_BODIES: Partial<Record<RideStatus, readonly string[]>> = {
  user_canceled: ['Rider cancelled by phone', 'Rider no longer needs the trip', 'Appointment rescheduled'],
  confirm_user_cancel: ['Cancellation confirmed: rider called the office'],
  user_requested_cancel: ['Rider asked to cancel in the app'],
  driver_canceled: [
    'Driver cancelled: rider no-show',
    'Driver cancelled: vehicle problem',
    'Driver cancelled: running late',
  ],
  company_canceled: [
    'Cancelled by the company: duplicate booking',
    'Cancelled by the company: trip not authorised',
  ],
  no_drivers_available: ['No driver accepted the ride in time'],
};

interface EventInput {
  rideId: number;
  company: SeedCompany;
  plan: RidePlan;
  driver: SeedDriver | null;
  dispatchers: readonly number[];
}

/** The ride's log: how it was booked, who it was given to, and where it stands (one to three rows). */
export function rideEventRows(random: Random, input: EventInput): RideEventRow[] {
  const { rideId, company, plan, driver, dispatchers } = input;
  const byStaff = company.brokerKey === null && random.chance(0.5);
  const events: RideEventRow[] = [
    {
      rideId,
      eventType: plan.status === 'draft' ? 'draft' : 'pending',
      adminId: byStaff ? random.pick(dispatchers) : null,
      body: company.brokerKey ? `Received from ${company.name}` : 'Ride created',
      createdAt: new Date(plan.createdAt),
    },
  ];
  if (driver && plan.assignedAt !== null) {
    const byRouter = plan.status === 'routing_assigned';
    events.push({
      rideId,
      eventType: byRouter ? 'routing_assigned' : 'assigned',
      adminId: byRouter ? null : random.pick(dispatchers),
      body: `Assigned to ${driver.firstName} ${driver.lastName} (#${driver.id})`,
      createdAt: new Date(plan.assignedAt),
    });
  }
  if (!OPENING_STATUSES.has(plan.status)) {
    const at = plan.canceledAt ?? plan.dropoffAt ?? plan.pickedUpAt ?? plan.arrivedAt ?? plan.acceptedAt;
    const bodies = CLOSING_BODIES[plan.status];
    events.push({
      rideId,
      eventType: plan.status,
      adminId:
        plan.status === 'company_canceled' || plan.status === 'confirm_user_cancel'
          ? random.pick(dispatchers)
          : null,
      body: bodies ? random.pick(bodies) : null,
      createdAt: new Date(at ?? plan.createdAt),
    });
  }
  return events;
}
