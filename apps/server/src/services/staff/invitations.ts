import { and, eq, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  STAFF_INVITATION_DAYS,
  STAFF_MESSAGES,
  type StaffInvitation,
  type StaffInvitationView,
  type User,
} from '@avstore/core';
import type { Config } from '../../config';
import { transaction, type Db, type Tx } from '../../db/database';
import { staffInvitations, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Clock } from '../clock';
import { refuseCommonPassword } from '../auth/common-passwords';
import { markEmailConfirmed } from '../auth/email-confirmation';
import { digest, newLinkToken } from '../auth/link-tokens';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, toUser } from '../auth/users';
import type { Mailer } from '../mail/mailer';
import type { CurrentShop } from '../order-documents/shop';
import { staffInvitationMail } from './invitation-mail';
import { pending } from './staff-members';

const LIFETIME_MS = STAFF_INVITATION_DAYS * 24 * 60 * 60 * 1000;

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  shop: CurrentShop;
}

const invalid = () =>
  new AppError('invalid', STAFF_MESSAGES.invitationInvalid, 'invitation_invalid');

/** Refuses an address whose account is the owner's or staff already. */
function refuseRole(role: User['role'] | undefined): void {
  if (role === 'admin')
    throw new AppError('conflict', STAFF_MESSAGES.ownerCannotBeStaff, 'owner_cannot_be_staff');
  if (role === 'staff')
    throw new AppError('conflict', STAFF_MESSAGES.alreadyStaff, 'already_staff');
}

/**
 * Mails `email` a single-use link to join the staff; only the token's hash is kept. An earlier
 * open invitation to the same address is revoked, so one link at a time works.
 */
export async function inviteStaff(
  deps: InvitationDeps,
  actor: User,
  email: string,
): Promise<StaffInvitation> {
  refuseRole((await findUserByEmail(deps.db, email))?.role);
  const token = newLinkToken();
  const now = deps.clock();
  const row = await transaction(deps.db, async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvitations.email, email), pending()));
    const [made] = await tx
      .insert(staffInvitations)
      .values({
        email,
        tokenHash: digest(token),
        invitedBy: actor.id,
        expiresAt: new Date(now.getTime() + LIFETIME_MS),
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'staff.invite',
      entity: 'staff_invitation',
      entityId: made!.id,
      after: { email },
    });
    return made!;
  });
  const link = `${deps.config.publicUrl}/staff/accept#token=${token}`;
  await deps.mailer.send(staffInvitationMail(await deps.shop(), email, actor.email, link));
  return {
    id: row.id,
    email: row.email,
    invitedByEmail: actor.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Closes an open invitation: its link is refused from now on. */
export async function revokeInvitation(db: Db, actor: User, id: string): Promise<void> {
  await transaction(db, async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvitations.id, id), pending()))
      .returning({ id: staffInvitations.id, email: staffInvitations.email });
    if (!revoked) throw new AppError('not_found', STAFF_MESSAGES.invitationNotFound);
    await recordAudit(tx, {
      actor,
      action: 'staff.revoke',
      entity: 'staff_invitation',
      entityId: revoked.id,
      before: { email: revoked.email },
    });
  });
}

async function openInvitation(db: Db | Tx, token: string, lock: boolean) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, digest(token)), pending()));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw invalid();
  return row;
}

/** What the acceptance page shows for a link still open. */
export async function viewInvitation(db: Db, token: string): Promise<StaffInvitationView> {
  const invitation = await openInvitation(db, token, false);
  const account = await findUserByEmail(db, invitation.email);
  return {
    email: invitation.email,
    accountExists: account !== undefined,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation, once. The invited address's account (signed in as it) becomes staff; with
 * no account, one is made with `password`. The owner's account is never changed. The link came to
 * the address, so the address is confirmed.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string | undefined,
  signedIn: User | undefined,
): Promise<User> {
  if (password !== undefined) await refuseCommonPassword(password);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return transaction(db, async (tx) => {
    const invitation = await openInvitation(tx, token, true);
    const [account] = await tx.select().from(users).where(eq(users.email, invitation.email));
    if (signedIn && signedIn.id !== account?.id)
      throw new AppError(
        'forbidden',
        STAFF_MESSAGES.invitationOtherAccount.replace('{email}', invitation.email),
        'invitation_other_account',
      );
    refuseRole(account?.role);
    if (account && !signedIn)
      throw new AppError('unauthorized', STAFF_MESSAGES.invitationSignIn, 'invitation_sign_in');
    if (!account && !passwordHash)
      throw new AppError('invalid', AUTH_MESSAGES.fillAllFields, 'password_missing');
    const [staff] = account
      ? await tx
          .update(users)
          .set({ role: 'staff', updatedAt: sql`now()` })
          .where(eq(users.id, account.id))
          .returning()
      : await tx
          .insert(users)
          .values({ email: invitation.email, passwordHash: passwordHash!, role: 'staff' })
          .returning();
    await markEmailConfirmed(tx, staff!.id);
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(staffInvitations.id, invitation.id));
    const user = toUser({ ...staff!, emailConfirmedAt: staff!.emailConfirmedAt ?? new Date() });
    await recordAudit(tx, {
      actor: user,
      action: 'staff.accept',
      entity: 'staff_invitation',
      entityId: invitation.id,
      before: account ? { email: account.email, role: account.role } : undefined,
      after: { email: user.email, role: 'staff' },
    });
    return user;
  });
}
