import {
  DRIVER_UPDATED_ACTION,
  type DriverCreateBody,
  type DriverUpdateBody,
  MESSAGES,
} from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import type { drivers } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { assignCarToDriver } from '../cars/assignment';
import { unfinishedRideOfDriver } from '../cars/queries';
import { businessDay } from '../documents/rules';
import { driverReachOf, loadDriverDetail, reachesDriver } from './list';
import {
  companiesExisting,
  companyById,
  type DriverValues,
  fleetExists,
  insertDriver,
  lockDriver,
  phoneHolder,
  selectDriverCar,
  updateDriver,
} from './queries';
import { type GuardedDriverField, maySetField, refusedFields } from './rules';
import { toDriverCar } from './views';

type StoredDriver = typeof drivers.$inferSelect;

export const DRIVER_EDIT_MESSAGES = {
  created: 'Driver successfully created!',
  updated: 'Great! You have updated driver!',
  companySwitched: 'Great! You have switch driver company!',
  carAssigned: 'Car was assigned to driver!',
  phoneTaken: 'This phone number belongs to another driver',
  fleetMissing: 'Fleet not found.',
  companyMissing: 'Company not found.',
  companyNotAffiliate: 'Choose an active affiliate company',
  onRide: (rideId: number) =>
    `The driver is on ride #${rideId}, which is not over: finish or reassign it before changing the driver's status`,
} as const;

/** The guarded fields as stored, in the body's terms, to tell a resent value from a change. */
const guardedOf = (
  d: Pick<
    StoredDriver,
    'fleetId' | 'bannedCompanies' | 'routeBroker' | 'requestRouteEnabled' | 'payoutHold' | 'status'
  >,
) => ({
  fleet_id: d.fleetId,
  banned_companies: d.bannedCompanies,
  route_broker: d.routeBroker,
  request_route_enabled: d.requestRouteEnabled,
  payout_hold: d.payoutHold,
  status: d.status,
});

function refuseGuarded(
  caller: Caller,
  sent: Partial<Record<GuardedDriverField, unknown>>,
  stored: ReturnType<typeof guardedOf>,
) {
  const refused = refusedFields(caller, sent, stored);
  if (refused.length === 0) return;
  throw new AppError(
    'forbidden',
    MESSAGES.accessDenied,
    Object.fromEntries(refused.map((field) => [field, [MESSAGES.accessDenied]])),
  );
}

/** Columns from a create or edit body; guarded fields only where the caller may set them. */
function columnsOf(
  caller: Caller,
  // An edit may leave the SSN out: the form sent back the masked number it was shown (keep the stored one).
  body: Omit<DriverCreateBody, 'ssn'> & Partial<Pick<DriverUpdateBody, 'status' | 'ssn'>>,
): DriverValues {
  const may = (field: GuardedDriverField) => maySetField(caller, field);
  const values: DriverValues = {
    firstName: body.first_name,
    middleName: body.middle_name ?? null,
    lastName: body.last_name,
    dobDate: body.dob_date,
    sex: body.sex,
    ssn: body.ssn,
    ein: body.ein,
    email: body.email,
    phoneNumber: body.phone_number,
    businessName: body.business_name ?? null,
    addressStreet: body.address_street,
    addressCity: body.address_city,
    addressZipcode: body.address_zipcode,
    addressState: body.address_state,
    driverLicenseState: body.driver_license_state ?? null,
    driverLicense: body.driver_license ?? null,
    tlcLicense: body.tlc_license,
  };
  if (body.live_inserts_enabled !== undefined) values.liveInsertsEnabled = body.live_inserts_enabled;
  if (may('fleet_id') && body.fleet_id !== undefined) values.fleetId = body.fleet_id;
  if (may('banned_companies') && body.banned_companies != null)
    values.bannedCompanies = body.banned_companies;
  if (may('route_broker') && body.route_broker !== undefined) values.routeBroker = body.route_broker;
  if (may('request_route_enabled') && body.request_route_enabled != null)
    values.requestRouteEnabled = body.request_route_enabled;
  if (may('payout_hold') && body.payout_hold != null) values.payoutHold = body.payout_hold;
  if (may('status') && body.status !== undefined) values.status = body.status;
  // Only an active driver may be on the road (rules.ts `stateRefusal`): another status takes them off it.
  if (values.status !== undefined && values.status !== 'active') {
    Object.assign(values, { online: false, isGoToDestination: false });
  }
  return values;
}

/** Identity numbers stay out of the audit log: it tells that they changed, not what they are. */
const SECRET_COLUMNS = new Set(['ssn', 'ein']);

/** The columns that change, before and after, for the audit row. */
function changes(before: Partial<StoredDriver>, values: DriverValues) {
  const changed = Object.keys(values).filter(
    (key) =>
      JSON.stringify(before[key as keyof StoredDriver]) !== JSON.stringify(values[key as keyof DriverValues]),
  );
  const side = (source: Record<string, unknown>) =>
    Object.fromEntries(
      changed.map((key) => [key, SECRET_COLUMNS.has(key) ? '(hidden)' : (source[key] ?? null)]),
    );
  return { before: side(before), after: side(values) };
}

export function createDriverEdits({
  db,
  realtime,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks'>) {
  const readDeps = { db, fileLinks };
  /** Tells staff and each fleet concerned (before and after a move) to read the driver again. */
  function announce(driverId: number, ...fleetIds: (number | null)[]) {
    const fleets = [...new Set(fleetIds.filter((id): id is number => id !== null))];
    realtime.emit(
      DRIVER_UPDATED_ACTION,
      { driver_id: driverId, fleet_id: fleets[0] ?? null },
      fleets[0] ?? null,
    );
    for (const fleetId of fleets.slice(1)) {
      realtime.emitToFleet(DRIVER_UPDATED_ACTION, { driver_id: driverId, fleet_id: fleetId }, fleetId);
    }
  }

  /** Checks what the body names: the fleet, the companies, a free phone; an edit reads through its tx. */
  async function checkReferences(values: DriverValues, exceptId?: number, reader: DbOrTx = db) {
    if (values.fleetId != null && !(await fleetExists(reader, values.fleetId))) {
      throw invalidField('fleet_id', DRIVER_EDIT_MESSAGES.fleetMissing);
    }
    const banned = values.bannedCompanies ?? [];
    const known = await companiesExisting(reader, banned);
    if (known.length !== new Set(banned).size) {
      throw invalidField('banned_companies', DRIVER_EDIT_MESSAGES.companyMissing);
    }
    if (values.phoneNumber && (await phoneHolder(reader, values.phoneNumber, exceptId))) {
      throw invalidField('phone_number', DRIVER_EDIT_MESSAGES.phoneTaken);
    }
  }

  /** POST /drivers: a new driver waiting for approval; a fleet user's joins their fleet. */
  async function create(caller: Caller, body: DriverCreateBody, ip?: string) {
    if (driverReachOf(caller).none) throw forbidden();
    refuseGuarded(caller, body, {
      ...guardedOf({
        fleetId: caller.isFleet ? caller.fleetId : null,
        bannedCompanies: [],
        routeBroker: null,
        requestRouteEnabled: false,
        payoutHold: false,
        status: 'waiting_for_approval',
      }),
    });
    const values = columnsOf(caller, body);
    if (caller.isFleet) values.fleetId = caller.fleetId;
    await checkReferences(values);
    const id = await db.transaction(async (tx) => {
      const row = await insertDriver(tx, values as typeof drivers.$inferInsert);
      if (!row) throw new Error('The driver was not stored');
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'driver.create',
        entityType: 'driver',
        entityId: row.id,
        after: changes({}, values).after,
        ip,
      });
      return row.id;
    });
    announce(id, values.fleetId ?? null);
    return { driver: await loadDriverDetail(readDeps, id, caller), message: DRIVER_EDIT_MESSAGES.created };
  }

  /**
   * Runs a change to one reached driver under its row lock with its audit row, then announces it to
   * staff and the fleets before and after.
   */
  async function change(
    caller: Caller,
    id: number,
    action: string,
    /** The new column values from the locked row, read through `tx` (it may throw to refuse the change). */
    edit: (before: StoredDriver, tx: DbOrTx) => Promise<DriverValues>,
    ip?: string,
  ) {
    const { before, values } = await db.transaction(async (tx) => {
      const before = await lockDriver(tx, id);
      if (!before || !reachesDriver(caller, before)) throw notFound('Driver');
      const values = await edit(before, tx);
      await updateDriver(tx, id, values);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action,
        entityType: 'driver',
        entityId: id,
        ...changes(before, values),
        ip,
      });
      return { before, values };
    });
    announce(id, before.fleetId, values.fleetId ?? before.fleetId);
    return loadDriverDetail(readDeps, id, caller);
  }

  /** POST /drivers/{id}: the edit dialog's fields; keyed fields need their key, fleet users keep theirs. */
  async function update(caller: Caller, id: number, body: DriverUpdateBody, ip?: string) {
    const driver = await change(
      caller,
      id,
      'driver.update',
      async (before, tx) => {
        refuseGuarded(caller, body, guardedOf(before));
        const values = columnsOf(caller, body);
        await checkReferences(values, id, tx);
        // Taken off the road with a ride not over, the ride would stay with a driver who cannot drive it.
        if (before.status === 'active' && values.status !== undefined && values.status !== 'active') {
          const rideId = await unfinishedRideOfDriver(tx, id);
          if (rideId !== undefined) throw new AppError('conflict', DRIVER_EDIT_MESSAGES.onRide(rideId));
        }
        return values;
      },
      ip,
    );
    return { driver, message: DRIVER_EDIT_MESSAGES.updated };
  }

  /** POST /drivers/{id}/switch-company: the driver works for another active affiliate company. */
  async function switchCompany(caller: Caller, id: number, companyId: number, ip?: string) {
    const driver = await change(
      caller,
      id,
      'driver.switch_company',
      async (_before, tx) => {
        const company = await companyById(tx, companyId);
        if (!company) throw invalidField('company_id', DRIVER_EDIT_MESSAGES.companyMissing);
        if (company.type !== 'affiliate' || company.status !== 'active' || company.isFacility) {
          throw invalidField('company_id', DRIVER_EDIT_MESSAGES.companyNotAffiliate);
        }
        return { companyId };
      },
      ip,
    );
    return { driver, message: DRIVER_EDIT_MESSAGES.companySwitched };
  }

  /**
   * POST /drivers/{id}/cars/assign: the car's driver becomes this driver (its previous driver loses it)
   * and it is the car they drive now, by the cars module's rules (`assignCarToDriver`).
   */
  async function assignCar(caller: Caller, id: number, carId: number, ip?: string) {
    const { before, fleetId } = await db.transaction(async (tx) => {
      const driver = await lockDriver(tx, id);
      if (!driver || !reachesDriver(caller, driver)) throw notFound('Driver');
      const { before, offline } = await assignCarToDriver(tx, caller, carId, driver);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'driver.assign_car',
        entityType: 'driver',
        entityId: id,
        before: { car_id: carId, driver_id: before.driverId, status: before.status },
        after: { car_id: carId, driver_id: id, status: 'active', other_cars_offline: offline },
        ip,
      });
      return { before, fleetId: driver.fleetId };
    });
    announce(id, fleetId);
    if (before.driverId !== null && before.driverId !== id) announce(before.driverId, before.fleetId);
    const assigned = await selectDriverCar(db, carId, businessDay(new Date()));
    if (!assigned) throw notFound('Car');
    return { car: { ...toDriverCar(assigned), driver_id: id }, message: DRIVER_EDIT_MESSAGES.carAssigned };
  }

  return { create, update, switchCompany, assignCar };
}
