import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '../client';
import { adminRoles, admins } from '../schema';
import { ROLE } from './access';
import { DEFAULT_COMPANY_ID, SEED_FLEETS } from './companies';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'fleetdesk-demo';

const ADMIN_EMAIL = 'admin@fleetdesk.test';
const DISPATCHER_EMAIL = 'dispatcher@fleetdesk.test';
const FLEET_EMAIL = 'fleet@fleetdesk.test';

/** The accounts the README and the start-up banner point people to (all use DEMO_PASSWORD). */
export const DEMO_ACCOUNTS = [
  { email: ADMIN_EMAIL, description: 'super admin, every permission' },
  { email: DISPATCHER_EMAIL, description: 'dispatcher: no surge, routing, stats or reporting keys' },
  { email: FLEET_EMAIL, description: `fleet user of ${SEED_FLEETS[0].name}` },
] as const;

interface SeedAdmin {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status?: 'active' | 'disabled';
  superAdmin?: boolean;
  fleetId?: number;
  isReadOnly?: boolean;
  /** [role id, company id] pairs. */
  roles: readonly (readonly [number, number])[];
}

const SEED_ADMINS: readonly SeedAdmin[] = [
  {
    id: 1,
    email: ADMIN_EMAIL,
    firstName: 'Alicia',
    lastName: 'Morgan',
    superAdmin: true,
    roles: [[ROLE.admin, DEFAULT_COMPANY_ID]],
  },
  {
    id: 2,
    email: DISPATCHER_EMAIL,
    firstName: 'Dante',
    lastName: 'Alvarez',
    roles: [
      [ROLE.dispatcher, DEFAULT_COMPANY_ID],
      [ROLE.dispatcher, 40],
      [ROLE.dispatcher, 41],
    ],
  },
  {
    id: 3,
    email: FLEET_EMAIL,
    firstName: 'Farid',
    lastName: 'Haddad',
    fleetId: SEED_FLEETS[0].id,
    roles: [],
  },
  {
    id: 4,
    email: 'brooklyn.fleet@fleetdesk.test',
    firstName: 'Bianca',
    lastName: 'Russo',
    fleetId: SEED_FLEETS[1].id,
    roles: [],
  },
  {
    id: 5,
    email: 'billing@fleetdesk.test',
    firstName: 'Brenda',
    lastName: 'Okafor',
    roles: [[ROLE.billing, DEFAULT_COMPANY_ID]],
  },
  {
    id: 6,
    email: 'manager@fleetdesk.test',
    firstName: 'Marcus',
    lastName: 'Chen',
    roles: [
      [ROLE.fleetManager, DEFAULT_COMPANY_ID],
      [ROLE.dispatcher, 42],
    ],
  },
  {
    id: 7,
    email: 'facility@fleetdesk.test',
    firstName: 'Fatima',
    lastName: 'Rahman',
    roles: [
      [ROLE.facility, 50],
      [ROLE.facility, 53],
    ],
  },
  {
    id: 8,
    email: 'night.dispatch@fleetdesk.test',
    firstName: 'Nikolai',
    lastName: 'Petrov',
    isReadOnly: true,
    roles: [[ROLE.dispatcher, DEFAULT_COMPANY_ID]],
  },
  {
    id: 9,
    email: 'former.dispatcher@fleetdesk.test',
    firstName: 'Grace',
    lastName: 'Kelly',
    status: 'disabled',
    roles: [[ROLE.dispatcher, DEFAULT_COMPANY_ID]],
  },
];

/** Staff and fleet users; the demo password is hashed once (argon2 is slow on purpose). */
export async function insertAdmins(db: DbOrTx, now: Date): Promise<number> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.insert(admins).values(
    SEED_ADMINS.map((admin) => ({
      id: admin.id,
      email: admin.email,
      username: admin.email.slice(0, admin.email.indexOf('@')),
      firstName: admin.firstName,
      lastName: admin.lastName,
      phoneNumber: `+1212555${String(100 + admin.id).padStart(4, '0')}`,
      passwordHash,
      status: admin.status ?? 'active',
      superAdmin: admin.superAdmin ?? false,
      isFleet: admin.fleetId !== undefined,
      fleetId: admin.fleetId ?? null,
      isReadOnly: admin.isReadOnly ?? false,
      createdAt: new Date(now.getTime() - (400 - admin.id * 20) * 86_400_000),
      updatedAt: now,
    })),
  );
  const roleRows = SEED_ADMINS.flatMap((admin) =>
    admin.roles.map(([roleId, companyId]) => ({ adminId: admin.id, roleId, companyId })),
  );
  await db.insert(adminRoles).values(roleRows);
  return SEED_ADMINS.length;
}

/** Who shows up as the author of dispatch events in ride logs. */
export const DISPATCHER_ADMIN_IDS = [2, 2, 6, 1, 9] as const;
