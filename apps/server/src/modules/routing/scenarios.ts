import {
  centsToDollars,
  type routingScenarios as contract,
  dollarAmountToCents,
  ROUTING_ACTIONS,
  type Scenario,
} from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { routingScenarios } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { assertOperatorStaff, type WriteRequest } from './route-access';
import { itemChanges, ROUTING_MESSAGES } from './rules';
import {
  carTypeExists,
  deleteScenarioRow,
  type ItemRow,
  insertScenario,
  lockScenario,
  type ScenarioRow,
  selectCarTypesWithCounts,
  selectItems,
  selectScenarios,
  updateScenarioRow,
  writeItems,
} from './scenario-queries';

type ScenarioRequest = WriteRequest & { state: string };

const toItem = ({ validationAmountPerHourCents, ...item }: ItemRow) => ({
  id: item.id,
  scenario_id: item.scenarioId,
  title: item.title,
  minutes_start_early: item.minutesStartEarly,
  minutes_finish_late: item.minutesFinishLate,
  break_between_rides: item.breakBetweenRides,
  validation_rides_per_hour: item.validationRidesPerHour,
  validation_distance_per_hour: item.validationDistancePerHour,
  validation_amount_per_hour: centsToDollars(validationAmountPerHourCents),
  priority: item.priority,
});

const toScenario = ({ scenario, carType }: ScenarioRow, items: readonly ItemRow[]): Scenario => ({
  id: scenario.id,
  state: scenario.state,
  title: scenario.title,
  priority: scenario.priority,
  max_tries: scenario.maxTries,
  tries: scenario.tries,
  car_type_id: scenario.carTypeId,
  car_type: carType,
  break_between_rides: scenario.breakBetweenRides,
  status: scenario.status,
  processed_routes: scenario.processedRoutes,
  total_routes: scenario.totalRoutes,
  has_changed: scenario.hasChanged,
  items: items.filter((item) => item.scenarioId === scenario.id).map(toItem),
  updated_at: scenario.updatedAt.toISOString(),
});

const itemValues = ({
  id: _id,
  validation_amount_per_hour,
  ...item
}: contract.ScenarioBody['items'][number]) => ({
  title: item.title,
  minutesStartEarly: item.minutes_start_early,
  minutesFinishLate: item.minutes_finish_late,
  breakBetweenRides: item.break_between_rides,
  validationRidesPerHour: item.validation_rides_per_hour,
  validationDistancePerHour: item.validation_distance_per_hour,
  validationAmountPerHourCents: dollarAmountToCents(validation_amount_per_hour),
  priority: item.priority,
});

async function scenarioView(db: DbOrTx, state: string, id: number) {
  const [row] = await selectScenarios(db, state, eq(routingScenarios.id, id));
  if (!row) throw notFound('Scenario');
  return toScenario(row, await selectItems(db, [id]));
}

/** Routing Scenarios (spec 3 §2): per state and car type; a scenario being run may not change. */
export function createScenariosService({ db, realtime }: Pick<ModuleDeps, 'db' | 'realtime'>) {
  async function list(caller: Caller, state: string, carTypeId: number | undefined) {
    assertOperatorStaff(caller);
    const rows = await selectScenarios(
      db,
      state,
      carTypeId ? eq(routingScenarios.carTypeId, carTypeId) : undefined,
    );
    const [items, carTypes] = await Promise.all([
      selectItems(
        db,
        rows.map((row) => row.scenario.id),
      ),
      selectCarTypesWithCounts(db, state),
    ]);
    return { scenarios: rows.map((row) => toScenario(row, items)), car_types: carTypes };
  }

  async function lockWritable(tx: DbOrTx, id: number, state: string, updatedAt?: string) {
    const stored = await lockScenario(tx, id);
    if (!stored || stored.state !== state) throw notFound('Scenario');
    if (stored.status === 'processing') throw new AppError('conflict', ROUTING_MESSAGES.scenarioProcessing);
    if (updatedAt && new Date(updatedAt).getTime() !== stored.updatedAt.getTime())
      throw new AppError('conflict', ROUTING_MESSAGES.staleScenario);
    return stored;
  }

  /** Create (`new`) or save a scenario and its whole item list in one transaction, audited. */
  async function save(request: ScenarioRequest, id: number | 'new', body: contract.ScenarioBody) {
    assertOperatorStaff(request.caller);
    const scenario = await db.transaction(async (tx) => {
      if (!(await carTypeExists(tx, body.car_type_id)))
        throw invalidField('car_type_id', 'Car type not found.');
      const before =
        id === 'new'
          ? null
          : await lockWritable(tx, id, request.state, body.updated_at).then(() =>
              scenarioView(tx, request.state, id),
            );
      const changes = itemChanges(before?.items.map((item) => item.id) ?? [], body.items);
      if (changes.unknown.length > 0 || changes.repeated) throw invalidField('items', 'Item not found.');
      const values = {
        state: request.state,
        carTypeId: body.car_type_id,
        title: body.title,
        priority: body.priority,
        maxTries: body.max_tries,
        breakBetweenRides: body.break_between_rides,
        hasChanged: true,
      };
      const scenarioId =
        id === 'new'
          ? await insertScenario(tx, values)
          : await updateScenarioRow(tx, id, values).then(() => id);
      await writeItems(tx, scenarioId, {
        update: changes.update.map((item) => ({ ...itemValues(item), id: item.id as number })),
        insert: changes.insert.map(itemValues),
        remove: changes.remove,
      });
      const after = await scenarioView(tx, request.state, scenarioId);
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: id === 'new' ? 'routing.scenario_create' : 'routing.scenario_update',
        entityType: 'routing_scenario',
        entityId: scenarioId,
        before,
        after,
        ip: request.ip,
      });
      return after;
    });
    realtime.emit(ROUTING_ACTIONS.scenarioChanged, { scenario_id: scenario.id, state: scenario.state });
    return { scenario, message: ROUTING_MESSAGES.scenarioUpdated };
  }

  async function remove(request: ScenarioRequest, id: number) {
    assertOperatorStaff(request.caller);
    await db.transaction(async (tx) => {
      await lockWritable(tx, id, request.state);
      const before = await scenarioView(tx, request.state, id);
      await deleteScenarioRow(tx, id);
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: 'routing.scenario_delete',
        entityType: 'routing_scenario',
        entityId: id,
        before,
        ip: request.ip,
      });
    });
    realtime.emit(ROUTING_ACTIONS.scenarioChanged, { scenario_id: id, state: request.state });
    return { message: ROUTING_MESSAGES.scenarioDeleted };
  }

  return { list, save, remove };
}
