import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_MESSAGES, type StaffList, type User } from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { staffInvitations, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { endAllSessions } from '../auth/sessions';

/** An invitation neither accepted, revoked nor expired. */
export const pending = () =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, sql`now()`),
  );

/** The staff, oldest first, and the invitations still open, newest first. */
export async function listStaff(db: Db): Promise<StaffList> {
  const inviter = sql<
    string | null
  >`(SELECT email FROM users WHERE id = ${staffInvitations.invitedBy})`;
  const [members, invitations] = await Promise.all([
    db.select().from(users).where(eq(users.role, 'staff')).orderBy(asc(users.createdAt)),
    db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        invitedByEmail: inviter,
        createdAt: staffInvitations.createdAt,
        expiresAt: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .where(pending())
      .orderBy(desc(staffInvitations.createdAt)),
  ]);
  return {
    staff: members.map((m) => ({ id: m.id, email: m.email, since: m.updatedAt.toISOString() })),
    invitations: invitations.map((i) => ({
      ...i,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

/**
 * Takes a staff member's back office away: the account is a customer again, and every sign-in it
 * holds ends (its tokens are refused from the next request).
 */
export async function removeStaff(db: Db, actor: User, userId: string): Promise<void> {
  await transaction(db, async (tx) => {
    const [removed] = await tx
      .update(users)
      .set({
        role: 'customer',
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), eq(users.role, 'staff')))
      .returning({ id: users.id, email: users.email });
    if (!removed) throw new AppError('not_found', STAFF_MESSAGES.notStaff);
    await endAllSessions(tx, removed.id);
    await recordAudit(tx, {
      actor,
      action: 'staff.remove',
      entity: 'user',
      entityId: removed.id,
      before: { email: removed.email, role: 'staff' },
      after: { email: removed.email, role: 'customer' },
    });
  });
}
