import { MESSAGES, normalizePhone } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { createSignInGuard } from '../../platform/auth/sign-in-guard';
import { invalidField } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { phoneChangedNotices } from './notices';
import { findAdminById, loadAccount } from './queries';

export interface AccountChanges {
  first_name: string;
  last_name: string;
  phone_number?: string | null;
  current_password?: string;
}

type Admin = Awaited<ReturnType<typeof findAdminById>>;

export function createAccountService(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'hasher' | 'notifier' | 'log'>,
) {
  const { db, notifier, log } = deps;
  const guard = createSignInGuard(deps);

  /**
   * SMS sign-in codes go to this number, so whoever changes it must know the password: a session
   * alone (a borrowed laptop, a stolen token) is not enough. Wrong passwords count like failed sign-ins.
   */
  async function assertPassword(admin: Admin, password: string | undefined, ip: string) {
    if (!password) throw invalidField('current_password', MESSAGES.currentPasswordRequired);
    await guard.admit(admin.email, ip);
    if (!(await guard.checkPassword(admin.email, ip, admin.passwordHash, password)))
      throw invalidField('current_password', MESSAGES.currentPasswordWrong);
  }

  /** The old number and the e-mail learn of the change, so an owner who did not make it can react. */
  async function tellOfPhoneChange(admin: Admin, newPhone: string | null) {
    for (const notice of phoneChangedNotices(admin, newPhone)) {
      // The change is made; a notice that cannot be delivered is logged, not undone.
      await notifier.send(notice).catch((e: Error) => log.warn(`account: ${e.message}`));
    }
  }

  async function updateAccount(caller: Caller, changes: AccountChanges, ip: string) {
    const current = await findAdminById(db, caller.adminId);
    const phoneNumber =
      changes.phone_number === undefined
        ? current.phoneNumber
        : changes.phone_number && normalizePhone(changes.phone_number);
    const phoneChanged = (phoneNumber || null) !== (current.phoneNumber || null);
    if (phoneChanged) await assertPassword(current, changes.current_password, ip);
    await db.transaction(async (tx) => {
      const before = await findAdminById(tx, caller.adminId);
      const next = { firstName: changes.first_name, lastName: changes.last_name, phoneNumber };
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
    if (phoneChanged) await tellOfPhoneChange(current, phoneNumber || null);
    return loadAccount(db, caller.adminId);
  }

  return { getAccount: (caller: Caller) => loadAccount(db, caller.adminId), updateAccount };
}
