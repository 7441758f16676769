import { normalizePhone } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import type { ModuleDeps } from '../../platform/module';
import { findAdminById, loadAccount } from './queries';

export interface AccountChanges {
  first_name: string;
  last_name: string;
  phone_number?: string | null;
}

export function createAccountService({ db }: Pick<ModuleDeps, 'db'>) {
  async function updateAccount(caller: Caller, changes: AccountChanges, ip: string) {
    await db.transaction(async (tx) => {
      const before = await findAdminById(tx, caller.adminId);
      const next = {
        firstName: changes.first_name,
        lastName: changes.last_name,
        phoneNumber:
          changes.phone_number === undefined
            ? before.phoneNumber
            : changes.phone_number && normalizePhone(changes.phone_number),
      };
      await tx
        .update(admins)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(admins.id, caller.adminId));
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'account.updated',
        entityType: 'admin',
        entityId: caller.adminId,
        before: { firstName: before.firstName, lastName: before.lastName, phoneNumber: before.phoneNumber },
        after: next,
        ip,
      });
    });
    return loadAccount(db, caller.adminId);
  }

  return { getAccount: (caller: Caller) => loadAccount(db, caller.adminId), updateAccount };
}
