import { useState } from 'react';
import { formatDateTime, type StaffList } from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useRemoveStaff, useRevokeInvitation, useStaff } from '../../api/staff';
import { ConfirmDialog } from '../confirm-dialog';
import { QueryView } from '../query-view';
import { card, dangerPlainButton, PageHeader } from '../ui';
import { InviteForm } from './invite-form';

type Removal = { kind: 'staff' | 'invitation'; id: string; email: string };

/** The owner's staff: invite, see who is in and who is invited, revoke, remove. */
export function StaffScreen() {
  const staff = useStaff();
  return (
    <>
      <PageHeader
        title="Staff"
        description="People who help run the shop. Every change they make names them in the audit log."
      />
      <div className="flex flex-col gap-6">
        <InviteForm />
        <QueryView query={staff} label="the staff">
          {(data) => <StaffLists data={data} />}
        </QueryView>
      </div>
    </>
  );
}

function StaffLists({ data }: { data: StaffList }) {
  const [asked, setAsked] = useState<Removal>();
  const revoke = useRevokeInvitation();
  const remove = useRemoveStaff();
  const busy = revoke.isPending || remove.isPending;
  const confirm = () => {
    if (!asked) return;
    const change = asked.kind === 'staff' ? remove : revoke;
    change.mutate(asked.id, {
      onSuccess: () => {
        notify(
          'success',
          asked.kind === 'staff'
            ? `${asked.email} is no longer staff.`
            : `The invitation to ${asked.email} was revoked.`,
        );
        setAsked(undefined);
      },
      onError: (error) => notify('error', getErrorMessage(error, 'Could not make the change.')),
    });
  };
  return (
    <>
      <section aria-labelledby="staff-members" className={`${card} p-5`}>
        <h2 id="staff-members" className="text-lg font-bold">
          Staff members
        </h2>
        {data.staff.length === 0 ? (
          <p className="mt-2 text-slate-600">No staff yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {data.staff.map((member) => (
              <Row
                key={member.id}
                email={member.email}
                detail={`Staff since ${formatDateTime(member.since)}`}
                action="Remove"
                onAction={() => setAsked({ kind: 'staff', ...member })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="staff-invitations" className={`${card} p-5`}>
        <h2 id="staff-invitations" className="text-lg font-bold">
          Open invitations
        </h2>
        {data.invitations.length === 0 ? (
          <p className="mt-2 text-slate-600">No invitation is waiting.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {data.invitations.map((invitation) => (
              <Row
                key={invitation.id}
                email={invitation.email}
                detail={`Invited by ${invitation.invitedByEmail ?? 'a former owner'} · expires ${formatDateTime(invitation.expiresAt)}`}
                action="Revoke"
                onAction={() => setAsked({ kind: 'invitation', ...invitation })}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.kind === 'staff' ? 'Remove this staff member?' : 'Revoke this invitation?'}
        confirmLabel={asked?.kind === 'staff' ? 'Remove' : 'Revoke'}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setAsked(undefined)}
      >
        <p>
          {asked?.kind === 'staff'
            ? `${asked.email} becomes a customer again and is signed out everywhere.`
            : `The link mailed to ${asked?.email ?? ''} will stop working.`}
        </p>
      </ConfirmDialog>
    </>
  );
}

function Row(props: { email: string; detail: string; action: string; onAction: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="break-all font-semibold">{props.email}</p>
        <p className="text-sm text-slate-600">{props.detail}</p>
      </div>
      <button
        type="button"
        className={`${dangerPlainButton} min-h-11`}
        onClick={props.onAction}
        aria-label={`${props.action} ${props.email}`}
      >
        {props.action}
      </button>
    </li>
  );
}
