import type { DbOrTx } from '../client';
import { surgeGroups, surgeGroupZones } from '../schema';
import { NYC_ZONES } from './zones';

/** The surge screen's zone sets: the whole city (active), and Manhattan and the other boroughs apart. */
const GROUPS = [
  { name: 'All NYC', active: true, zoneIds: NYC_ZONES.map((z) => z.id) },
  {
    name: 'Manhattan',
    active: false,
    zoneIds: NYC_ZONES.filter((z) => z.borough === 'Manhattan').map((z) => z.id),
  },
  {
    name: 'Outer Boroughs',
    active: false,
    zoneIds: NYC_ZONES.filter((z) => z.borough !== 'Manhattan').map((z) => z.id),
  },
];

export async function insertSurgeGroups(db: DbOrTx): Promise<number> {
  for (const group of GROUPS) {
    const [row] = await db
      .insert(surgeGroups)
      .values({ name: group.name, status: group.active ? 'active' : 'inactive' })
      .returning({ id: surgeGroups.id });
    if (!row) throw new Error(`surge group ${group.name} not inserted`);
    await db.insert(surgeGroupZones).values(group.zoneIds.map((zoneId) => ({ groupId: row.id, zoneId })));
  }
  return GROUPS.length;
}
