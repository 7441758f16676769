import { ADMIN_ROLE_ID } from '@fleetdesk/contract';
import { maskSsn } from '@fleetdesk/contract/validation/maskedSsn';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminRoles } from '../../db/schema';
import type { Caller } from './context';

/**
 * Who reads a Social Security number whole. Spec 2 §6 names no key for it and none of the keys fits,
 * so only super admins and holders of the Admin role do; every other caller, fleet users included,
 * reads the last four digits (docs/decisions.md, docs/security.md).
 */
export async function readsWholeSsn(db: DbOrTx, caller: Caller): Promise<boolean> {
  if (caller.superAdmin) return true;
  if (caller.isFleet) return false;
  const [held] = await db
    .select({ roleId: adminRoles.roleId })
    .from(adminRoles)
    .where(and(eq(adminRoles.adminId, caller.adminId), eq(adminRoles.roleId, ADMIN_ROLE_ID)))
    .limit(1);
  return held !== undefined;
}

/** The SSN as this reader may see it. */
export const ssnFor = (ssn: string | null, whole: boolean) => (whole ? ssn : maskSsn(ssn));
