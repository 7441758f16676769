import {
  API_BASE,
  CAR_MESSAGES,
  type Car,
  type cars as carEndpoints,
  DRIVER_UPDATED_ACTION,
  FLEET_API_BASE,
  stretcherProblem,
} from '@fleetdesk/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { businessDay } from '../documents/rules';
import { checkFleet, checkTypeAndPlate, lockReachedCar } from './checks';
import {
  type CarRow,
  findCar,
  findDriverFleet,
  insertCar,
  listCarTypes,
  lockDriverOfCar,
  lockDriverOfCars,
  searchCars,
  takeOtherCarsOffline,
  unfinishedRideOf,
  updateCar,
} from './queries';
import { fixedFieldErrors, guardedFieldErrors, reachesCar, reachesCars } from './rules';
import { toCar } from './views';

type ListQuery = z.output<NonNullable<typeof carEndpoints.listCars.query>>;
type CreateBody = z.output<NonNullable<typeof carEndpoints.createCar.body>>;
type UpdateBody = z.output<NonNullable<typeof carEndpoints.updateCar.body>>;
type TemporaryBody = z.output<NonNullable<typeof carEndpoints.saveTemporaryCar.body>>;

function nextPageUrl(caller: Caller, query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page: query.page + 1 })) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${caller.isFleet ? FLEET_API_BASE : API_BASE}/cars?${params}`;
}

/** The columns of the fields the add and edit forms share (the edit form may leave the VIN out). */
const formColumns = (body: CreateBody | UpdateBody) => ({
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
});

/** Refuses with the field errors, if any: 403 for a key the caller lacks, 422 for a value not allowed. */
const refuse = (code: 'forbidden' | 'invalid', errors: Record<string, string[]>) => {
  const [first] = Object.values(errors);
  if (first?.[0]) throw new AppError(code, first[0], errors);
};

export function createCarsService({ db, realtime }: Pick<ModuleDeps, 'db' | 'realtime'>) {
  /**
   * After commit: a driver's cars show on their page (GET /drivers/{id}), so those who may read the
   * driver (staff, the driver's fleet) hear `driver.updated` and read it again.
   */
  async function announceDriver(driverId: number | null) {
    if (driverId === null) return;
    const fleetId = (await findDriverFleet(db, driverId))?.fleetId ?? null;
    realtime.emit(DRIVER_UPDATED_ACTION, { driver_id: driverId, fleet_id: fleetId }, fleetId);
  }

  async function reread(tx: DbOrTx, id: number): Promise<CarRow> {
    return (await findCar(tx, id)) as CarRow;
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
        today: businessDay(new Date()),
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
      if (driverId !== null) await lockDriverOfCars(tx, driverId);
      const offline = driverId === null ? [] : await takeOtherCarsOffline(tx, driverId);
      const id = await insertCar(tx, {
        ...formColumns(body),
        vinNumber: body.vin_number,
        driverId,
        fleetId,
        status: driverId === null ? 'offline' : 'active',
        year: body.year ?? null,
        make: body.make || null,
        model: body.model || null,
      });
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
    await announceDriver(body.driver_id ?? null);
    return { car, message: CAR_MESSAGES.created };
  }

  /** What a change wrote, for its audit row: the sides as they should read, given the car after it. */
  type Audited = { audit: (after: Car) => { before: unknown; after: unknown } };

  /**
   * One change to a car the caller reaches: under the car's row lock (its driver's first, see
   * `lockDriverOfCars`), `change` checks and writes (null: nothing to do, the car is answered as it is);
   * then the car is read again and the audit row written in one transaction; its driver announced after.
   */
  async function changeCar(
    caller: Caller,
    id: number,
    action: string,
    ip: string,
    change: (tx: DbOrTx, before: CarRow) => Promise<Audited | null>,
  ): Promise<Car> {
    const { car, driverId } = await db.transaction(async (tx) => {
      await lockDriverOfCar(tx, id);
      const before = await lockReachedCar(tx, caller, id);
      const done = await change(tx, before);
      if (!done) return { car: toCar(before), driverId: null };
      const after = toCar(await reread(tx, id));
      await writeAudit(tx, {
        adminId: caller.adminId,
        action,
        entityType: 'car',
        entityId: id,
        ...done.audit(after),
        ip,
      });
      return { car: after, driverId: before.driverId };
    });
    await announceDriver(driverId);
    return car;
  }

  /** POST /cars/{id}: the form's fields; VIN and fleet behind their keys, year/make/model fixed. */
  async function update(caller: Caller, id: number, body: UpdateBody, ip: string) {
    const car = await changeCar(caller, id, 'car.updated', ip, async (tx, before) => {
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
      const offline =
        activating && before.driverId !== null ? await takeOtherCarsOffline(tx, before.driverId, id) : [];
      await updateCar(tx, id, { ...formColumns(body), fleetId: body.fleet_id, status: body.status });
      return {
        audit: (after) => ({ before: toCar(before), after: { ...after, other_cars_offline: offline } }),
      };
    });
    return { car, message: CAR_MESSAGES.updated };
  }

  /**
   * POST /cars/save/{id}: a temporary car (entered with the driver's sign-up, before its papers were
   * checked) gets its VIN and plate and becomes a regular car. Its documents stay as they are: the
   * temporary car dialog shows them read-only.
   */
  async function saveTemporary(caller: Caller, id: number, body: TemporaryBody, ip: string) {
    const car = await changeCar(caller, id, 'car.temporary_saved', ip, async (tx, before) => {
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
      return { audit: (after) => ({ before: toCar(before), after }) };
    });
    return { car_id: car.id, car, message: CAR_MESSAGES.updated };
  }

  /**
   * POST /cars/{id}/remove: the car leaves its driver (and goes offline, since nobody drives it). Rides
   * keep the car they were driven with; while a ride with the car is not over, the car stays.
   */
  async function remove(caller: Caller, id: number, ip: string) {
    const car = await changeCar(caller, id, 'car.removed', ip, async (tx, before) => {
      if (before.driverId === null) return null;
      const rideId = await unfinishedRideOf(tx, id);
      if (rideId !== undefined) throw invalidField('id', CAR_MESSAGES.onRide(rideId));
      await updateCar(tx, id, { driverId: null, status: 'offline' });
      return {
        audit: (after) => ({
          before: { driver_id: before.driverId, status: before.status },
          after: { driver_id: null, status: after.status },
        }),
      };
    });
    return { car, message: CAR_MESSAGES.removed };
  }

  /**
   * POST /cars/{id}/activate: an offline or suspended car becomes active, the one its driver drives
   * now, so the driver's other active cars go offline. An active car is answered as it is.
   */
  async function activate(caller: Caller, id: number, ip: string) {
    const car = await changeCar(caller, id, 'car.activated', ip, async (tx, before) => {
      if (before.status === 'active') return null;
      const offline = before.driverId === null ? [] : await takeOtherCarsOffline(tx, before.driverId, id);
      await updateCar(tx, id, { status: 'active' });
      return {
        audit: () => ({
          before: { status: before.status },
          after: { status: 'active', other_cars_offline: offline },
        }),
      };
    });
    return { car, message: CAR_MESSAGES.activated };
  }

  return { list, types, get, create, update, saveTemporary, remove, activate };
}
