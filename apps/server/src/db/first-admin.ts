import { randomBytes } from 'node:crypto';
import { adminUsers } from '@fleetdesk/contract';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../platform/audit';
import type { Db } from './client';
import { admins } from './schema';

/** The fields of the users screen's form, with the password it asks of a new user (decision 208). */
const firstAdmin = adminUsers.adminUserBody
  .pick({ first_name: true, last_name: true, email: true, password: true })
  .required({ password: true });
export type FirstAdmin = z.input<typeof firstAdmin>;

export class CreateAdminProblem extends Error {}

/** A password for an operator who gave none: 16 URL-safe characters, printed once. */
export const generatePassword = () => randomBytes(12).toString('base64url');

/**
 * Creates a super admin (every permission, every company) the way the users screen creates a user, audited
 * as the system's; refuses an e-mail another user has, so running it twice never makes two accounts.
 */
export async function createSuperAdmin(db: Db, input: FirstAdmin): Promise<number> {
  const parsed = firstAdmin.safeParse(input);
  if (!parsed.success)
    throw new CreateAdminProblem(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  const { email, first_name: firstName, last_name: lastName, password } = parsed.data;
  const passwordHash = await hash(password);
  return db.transaction(async (tx) => {
    // The e-mail index is unique on lower(email): concurrent runs meet on it; this says it in words first.
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.email}) = lower(${email})`);
    if (taken)
      throw new CreateAdminProblem(`A user with the e-mail ${email} exists already (id ${taken.id}).`);
    const [row] = await tx
      .insert(admins)
      .values({
        email,
        username: email.slice(0, email.indexOf('@')),
        firstName,
        lastName,
        passwordHash,
        superAdmin: true,
      })
      .returning({ id: admins.id });
    const id = row?.id as number;
    await writeAudit(tx, {
      adminId: null,
      action: 'admin.created',
      entityType: 'admin',
      entityId: id,
      after: {
        first_name: firstName,
        last_name: lastName,
        email,
        status: 'active',
        super_admin: true,
        created_by: 'npm run create-admin',
      },
    });
    return id;
  });
}
