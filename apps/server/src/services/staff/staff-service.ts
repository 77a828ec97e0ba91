import type { User } from '@avstore/core';
import {
  acceptInvitation,
  inviteStaff,
  revokeInvitation,
  viewInvitation,
  type InvitationDeps,
} from './invitations';
import { listStaff, removeStaff } from './staff-members';

/** The owner's staff: invitations, the members, and their removal (docs/product.md §15 "Staff"). */
export function staffService(deps: InvitationDeps) {
  const { db } = deps;
  return {
    list: () => listStaff(db),
    invite: (actor: User, email: string) => inviteStaff(deps, actor, email),
    revoke: (actor: User, id: string) => revokeInvitation(db, actor, id),
    remove: (actor: User, userId: string) => removeStaff(db, actor, userId),
    view: (token: string) => viewInvitation(db, token),
    accept: (token: string, password: string | undefined, signedIn: User | undefined) =>
      acceptInvitation(db, token, password, signedIn),
  };
}

export type StaffService = ReturnType<typeof staffService>;
