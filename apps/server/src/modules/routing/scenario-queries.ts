import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carTypes, routingScenarioItems, routingScenarios } from '../../db/schema';
import { nextUpdatedAt } from '../../db/updated-at';

/** The SQL of routing scenarios and their items. */

export const selectScenarios = (db: DbOrTx, state: string, where?: ReturnType<typeof eq>) =>
  db
    .select({ scenario: routingScenarios, carType: carTypes.title })
    .from(routingScenarios)
    .innerJoin(carTypes, eq(carTypes.id, routingScenarios.carTypeId))
    .where(and(eq(routingScenarios.state, state), where))
    .orderBy(
      asc(routingScenarios.carTypeId),
      sql`${routingScenarios.priority} desc`,
      asc(routingScenarios.id),
    );
export type ScenarioRow = Awaited<ReturnType<typeof selectScenarios>>[number];

export async function selectItems(db: DbOrTx, scenarioIds: readonly number[]) {
  if (scenarioIds.length === 0) return [];
  return db
    .select()
    .from(routingScenarioItems)
    .where(inArray(routingScenarioItems.scenarioId, [...scenarioIds]))
    .orderBy(sql`${routingScenarioItems.priority} desc`, asc(routingScenarioItems.id));
}
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Every car type with how many scenarios the state holds for it (the sidebar). */
export const selectCarTypesWithCounts = (db: DbOrTx, state: string) =>
  db
    .select({
      id: carTypes.id,
      title: carTypes.title,
      scenarios_count: sql<number>`(select count(*)::int from routing_scenarios s where s.car_type_id = car_types.id and s.state = ${state})`,
    })
    .from(carTypes)
    .orderBy(asc(carTypes.id));

export const carTypeExists = async (db: DbOrTx, id: number) =>
  ((await db.select({ n: count() }).from(carTypes).where(eq(carTypes.id, id)))[0]?.n ?? 0) > 0;

export async function lockScenario(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(routingScenarios).where(eq(routingScenarios.id, id)).for('update');
  return row;
}

type ScenarioValues = Omit<typeof routingScenarios.$inferInsert, 'id'>;
type ItemValues = Omit<typeof routingScenarioItems.$inferInsert, 'id' | 'scenarioId'>;

export async function insertScenario(tx: DbOrTx, values: ScenarioValues) {
  const [row] = await tx.insert(routingScenarios).values(values).returning({ id: routingScenarios.id });
  if (!row) throw new Error('scenario not inserted');
  return row.id;
}

export const updateScenarioRow = (tx: DbOrTx, id: number, values: Partial<ScenarioValues>) =>
  tx
    .update(routingScenarios)
    .set({
      ...values,
      updatedAt: nextUpdatedAt(routingScenarios.updatedAt),
    })
    .where(eq(routingScenarios.id, id));

export const deleteScenarioRow = (tx: DbOrTx, id: number) =>
  tx.delete(routingScenarios).where(eq(routingScenarios.id, id));

/** Writes a scenario's items: updates (by id), inserts, and deletes the ones named. */
export async function writeItems(
  tx: DbOrTx,
  scenarioId: number,
  changes: { update: (ItemValues & { id: number })[]; insert: ItemValues[]; remove: number[] },
) {
  if (changes.remove.length > 0)
    await tx
      .delete(routingScenarioItems)
      .where(
        and(
          eq(routingScenarioItems.scenarioId, scenarioId),
          inArray(routingScenarioItems.id, changes.remove),
        ),
      );
  for (const { id, ...values } of changes.update)
    await tx
      .update(routingScenarioItems)
      .set(values)
      .where(and(eq(routingScenarioItems.id, id), eq(routingScenarioItems.scenarioId, scenarioId)));
  if (changes.insert.length > 0)
    await tx.insert(routingScenarioItems).values(changes.insert.map((item) => ({ ...item, scenarioId })));
}
