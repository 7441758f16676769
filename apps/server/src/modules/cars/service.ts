import {
  API_BASE,
  CAR_MESSAGES,
  type Car,
  type cars as carEndpoints,
  FLEET_API_BASE,
  stretcherProblem,
} from '@fleetdesk/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import {
  type CarRow,
  findCar,
  findCarType,
  findDriverFleet,
  findPlateHolder,
  fleetExists,
  insertCar,
  listCarTypes,
  lockCar,
  searchCars,
  takeOtherCarsOffline,
  unfinishedRideOf,
  updateCar,
} from './queries';
import {
  fixedFieldErrors,
  guardedFieldErrors,
  numberDisplay,
  reachesCar,
  reachesCars,
  typeStateProblem,
} from './rules';

type ListQuery = z.output<NonNullable<typeof carEndpoints.listCars.query>>;
type CreateBody = z.output<NonNullable<typeof carEndpoints.createCar.body>>;
type UpdateBody = z.output<NonNullable<typeof carEndpoints.updateCar.body>>;
type TemporaryBody = z.output<NonNullable<typeof carEndpoints.saveTemporaryCar.body>>;

export const toCar = (row: CarRow): Car => ({
  id: row.id,
  title: row.title,
  number_display: numberDisplay(row),
  reference_id: row.referenceId,
  type_id: row.typeId,
  type: row.typeTitle,
  status: row.status as Car['status'],
  vin_number: row.vinNumber,
  plate_number: row.plateNumber,
  state: row.state,
  year: row.year,
  make: row.make,
  model: row.model,
  color: row.color,
  wav: row.wav,
  s_wav: row.sWav,
  suv: row.suv,
  seats: row.seats,
  wav_seats: row.wavSeats,
  fleet_id: row.fleetId,
  fleet_name: row.fleetName,
  driver_id: row.driverId,
  driver_status: row.driverStatus,
  names: row.driverId === null ? null : `${row.driverFirstName} ${row.driverLastName}`,
  phone_number: row.driverPhone,
  is_temporary: row.isTemporary,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

function nextPageUrl(caller: Caller, query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page: query.page + 1 })) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${caller.isFleet ? FLEET_API_BASE : API_BASE}/cars?${params}`;
}

/** Refuses with the field errors, if any: 403 for a key the caller lacks, 422 for a value not allowed. */
const refuse = (code: 'forbidden' | 'invalid', errors: Record<string, string[]>) => {
  const [first] = Object.values(errors);
  if (first?.[0]) throw new AppError(code, first[0], errors);
};

export function createCarsService({ db }: Pick<ModuleDeps, 'db'>) {
  /** The car under its row lock, if the caller reaches it; another fleet's car answers as missing. */
  async function lockReached(tx: DbOrTx, caller: Caller, id: number): Promise<CarRow> {
    const car = (await lockCar(tx, id)) ? await findCar(tx, id) : undefined;
    if (!car || !reachesCar(caller, car)) throw notFound('Car');
    return car;
  }

  async function reread(tx: DbOrTx, id: number): Promise<CarRow> {
    return (await findCar(tx, id)) as CarRow;
  }

  /** The type exists and may work in the state; the plate is not another car's in that state. */
  async function checkTypeAndPlate(
    tx: DbOrTx,
    fields: { type_id: number; state: string; plate_number: string },
    carId?: number,
  ) {
    const type = await findCarType(tx, fields.type_id);
    if (!type) throw invalidField('type_id', CAR_MESSAGES.unknownType);
    const outOfState = typeStateProblem(type, fields.state);
    if (outOfState) throw invalidField('type_id', outOfState);
    if (await findPlateHolder(tx, fields.state, fields.plate_number, carId))
      throw invalidField('plate_number', CAR_MESSAGES.plateTaken(fields.plate_number, fields.state));
  }

  /** The fleet exists, and is the driver's when the car has one (drivers drive their fleet's cars). */
  async function checkFleet(tx: DbOrTx, fleetId: number | null, driverFleetId: number | null | undefined) {
    if (fleetId !== null && !(await fleetExists(tx, fleetId)))
      throw invalidField('fleet_id', CAR_MESSAGES.unknownFleet);
    if (driverFleetId !== undefined && fleetId !== driverFleetId)
      throw invalidField('fleet_id', CAR_MESSAGES.notDriversFleet);
  }

  /**
   * The fleet a new car joins: a fleet user's own; for staff the fleet they name (with
   * cars.update_fleet), else the driver's.
   */
  async function fleetOfNewCar(tx: DbOrTx, caller: Caller, body: CreateBody): Promise<number | null> {
    const driver = body.driver_id ? await findDriverFleet(tx, body.driver_id) : null;
    if (body.driver_id && (!driver || !reachesCar(caller, driver)))
      throw invalidField('driver_id', CAR_MESSAGES.unknownDriver);
    const named = body.fleet_id ?? null;
    if (caller.isFleet) {
      refuse(
        'forbidden',
        guardedFieldErrors(caller, { vinNumber: body.vin_number, fleetId: caller.fleetId }, body),
      );
      return caller.fleetId;
    }
    if (body.fleet_id === undefined) return driver?.fleetId ?? null;
    refuse('forbidden', guardedFieldErrors(caller, { vinNumber: body.vin_number, fleetId: null }, body));
    await checkFleet(tx, named, driver?.fleetId);
    return named;
  }

  async function list(caller: Caller, query: ListQuery) {
    const { rows, total } = await searchCars(
      db,
      {
        search: query.search,
        state: query.state,
        driverId: query.driver_id,
        hasDriver: query.has_driver,
        fleetId: caller.isFleet ? caller.fleetId : null,
        reachesCars: reachesCars(caller),
      },
      {
        sortBy: query.sort_by,
        descending: query.sort_by_type === 'desc',
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      },
    );
    const hasNext = query.page * query.per_page < total;
    return {
      cars: { data: rows.map(toCar), current_page: query.page, per_page: query.per_page },
      total,
      next_page_url: hasNext ? nextPageUrl(caller, query) : null,
    };
  }

  async function types(state?: string) {
    return { types: await listCarTypes(db, state) };
  }

  async function get(caller: Caller, id: number) {
    const car = await findCar(db, id);
    if (!car || !reachesCar(caller, car)) throw notFound('Car');
    return { car: toCar(car) };
  }

  /**
   * POST /cars: a car with a driver is the car they drive now (active, their other cars offline); a
   * car without one waits offline until a driver gets it.
   */
  async function create(caller: Caller, body: CreateBody, ip: string) {
    if (!reachesCars(caller)) throw forbidden();
    const car = await db.transaction(async (tx) => {
      const fleetId = await fleetOfNewCar(tx, caller, body);
      await checkTypeAndPlate(tx, body);
      const driverId = body.driver_id ?? null;
      const id = await insertCar(tx, {
        typeId: body.type_id,
        driverId,
        fleetId,
        status: driverId === null ? 'offline' : 'active',
        vinNumber: body.vin_number,
        plateNumber: body.plate_number,
        state: body.state,
        year: body.year ?? null,
        make: body.make || null,
        model: body.model || null,
        color: body.color,
        wav: body.wav,
        sWav: body.s_wav,
        suv: body.suv,
        seats: body.seats,
        wavSeats: body.wav_seats,
      });
      const offline = driverId === null ? [] : await takeOtherCarsOffline(tx, driverId, id);
      const created = toCar(await reread(tx, id));
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'car.created',
        entityType: 'car',
        entityId: id,
        after: { ...created, other_cars_offline: offline },
        ip,
      });
      return created;
    });
    return { car, message: CAR_MESSAGES.created };
  }

  /** POST /cars/{id}: the form's fields; VIN and fleet behind their keys, year/make/model fixed. */
  async function update(caller: Caller, id: number, body: UpdateBody, ip: string) {
    const car = await db.transaction(async (tx) => {
      const before = await lockReached(tx, caller, id);
      refuse('forbidden', guardedFieldErrors(caller, before, body));
      refuse('invalid', fixedFieldErrors(before, body));
      const stretcher = stretcherProblem(body.wav ?? before.wav, body.s_wav ?? before.sWav);
      if (stretcher) throw invalidField('s_wav', stretcher);
      if (body.fleet_id !== undefined && body.fleet_id !== before.fleetId) {
        const driver = before.driverId === null ? undefined : await findDriverFleet(tx, before.driverId);
        await checkFleet(tx, body.fleet_id, driver?.fleetId);
      }
      await checkTypeAndPlate(tx, body, id);
      const activating = body.status === 'active' && before.status !== 'active';
      await updateCar(tx, id, {
        typeId: body.type_id,
        vinNumber: body.vin_number,
        plateNumber: body.plate_number,
        state: body.state,
        color: body.color,
        wav: body.wav,
        sWav: body.s_wav,
        suv: body.suv,
        seats: body.seats,
        wavSeats: body.wav_seats,
        fleetId: body.fleet_id,
        status: body.status,
      });
      const offline =
        activating && before.driverId !== null ? await takeOtherCarsOffline(tx, before.driverId, id) : [];
      const after = toCar(await reread(tx, id));
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'car.updated',
        entityType: 'car',
        entityId: id,
        before: toCar(before),
        after: { ...after, other_cars_offline: offline },
        ip,
      });
      return after;
    });
    return { car, message: CAR_MESSAGES.updated };
  }

  /**
   * POST /cars/save/{id}: a temporary car (entered with the driver's sign-up, before its papers were
   * checked) gets its VIN and plate and becomes a regular car. Its documents stay as they are: the
   * temporary car dialog shows them read-only.
   */
  async function saveTemporary(caller: Caller, id: number, body: TemporaryBody, ip: string) {
    const car = await db.transaction(async (tx) => {
      const before = await lockReached(tx, caller, id);
      if (!before.isTemporary) throw invalidField('id', CAR_MESSAGES.notTemporary);
      await checkTypeAndPlate(
        tx,
        { type_id: before.typeId, state: before.state, plate_number: body.plate_number },
        id,
      );
      await updateCar(tx, id, {
        vinNumber: body.vin_number,
        plateNumber: body.plate_number,
        isTemporary: false,
      });
      const after = toCar(await reread(tx, id));
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'car.temporary_saved',
        entityType: 'car',
        entityId: id,
        before: toCar(before),
        after,
        ip,
      });
      return after;
    });
    return { car_id: car.id, car, message: CAR_MESSAGES.updated };
  }

  /**
   * POST /cars/{id}/remove: the car leaves its driver (and goes offline, since nobody drives it). Rides
   * keep the car they were driven with; while a ride with the car is not over, the car stays.
   */
  async function remove(caller: Caller, id: number, ip: string) {
    const car = await db.transaction(async (tx) => {
      const before = await lockReached(tx, caller, id);
      if (before.driverId === null) return toCar(before);
      const rideId = await unfinishedRideOf(tx, id);
      if (rideId !== undefined) throw invalidField('id', CAR_MESSAGES.onRide(rideId));
      await updateCar(tx, id, { driverId: null, status: 'offline' });
      const after = toCar(await reread(tx, id));
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'car.removed',
        entityType: 'car',
        entityId: id,
        before: { driver_id: before.driverId, status: before.status },
        after: { driver_id: null, status: after.status },
        ip,
      });
      return after;
    });
    return { car, message: CAR_MESSAGES.removed };
  }

  /**
   * POST /cars/{id}/activate: an offline or suspended car becomes active, the one its driver drives
   * now, so the driver's other active cars go offline. An active car is answered as it is.
   */
  async function activate(caller: Caller, id: number, ip: string) {
    const car = await db.transaction(async (tx) => {
      const before = await lockReached(tx, caller, id);
      if (before.status === 'active') return toCar(before);
      await updateCar(tx, id, { status: 'active' });
      const offline = before.driverId === null ? [] : await takeOtherCarsOffline(tx, before.driverId, id);
      const after = toCar(await reread(tx, id));
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'car.activated',
        entityType: 'car',
        entityId: id,
        before: { status: before.status },
        after: { status: 'active', other_cars_offline: offline },
        ip,
      });
      return after;
    });
    return { car, message: CAR_MESSAGES.activated };
  }

  return { list, types, get, create, update, saveTemporary, remove, activate };
}
